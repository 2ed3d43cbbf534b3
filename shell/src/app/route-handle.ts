import { paths } from '../config/paths';

/** What each shell route says about itself (spec §2 route table). */
export interface RouteHandle {
  /** Route name, as the spec lists it (login, singup, …). */
  name: string;
  /** Message id of the page title when no menu entry names the page. */
  title?: string;
  /** Message id of the page's meta description; other pages get one built from their title. */
  description?: string;
}

/** Pages every signed-in user may open although no menu entry lists them. */
export const alwaysAllowedPaths: readonly string[] = [paths.root.path, paths.help.path, paths.account.path];

import { firstNamedEntry, type MenuItem } from '@portal/shared';

/** Where a signed-in user lands: the first named menu entry, depth-first (spec §2). */
export const landingPath = (menu: MenuItem[]) => firstNamedEntry(menu)?.path ?? '/';

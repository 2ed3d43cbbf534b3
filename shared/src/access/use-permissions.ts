import { useLocation } from '../router';
import { useAppSelector } from '../store/hooks';
import { selectMenu } from '../store/session-slice';
import { permissionsFor } from './access';

/** The flags of the current screen, for a screen to show or hide its actions. */
export function usePermissions() {
  const menu = useAppSelector(selectMenu);
  const { pathname } = useLocation();
  return permissionsFor(menu, pathname);
}

/**
 * `@portal/shared/menu-icons`: draws a menu item's icon (Tabler, Font Awesome or Material),
 * each set a lazy chunk of its own. Not a federation-shared module: it holds no state, so the
 * shell's navigation and the admin's menu editor each bundle it and load a set only when a
 * menu names it.
 */
export { MenuIcon } from './menu-icon';

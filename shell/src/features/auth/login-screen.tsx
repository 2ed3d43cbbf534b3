import { ScreenPlaceholder } from '@portal/shared';

/** Sign-in comes with the sign-in issue; the route exists so the layout and guard can point at it. */
export function LoginScreen() {
  return <ScreenPlaceholder titleId="menu.login" />;
}

import { ScreenPlaceholder } from '@portal/shared';

export function HelpScreen() {
  return <ScreenPlaceholder titleId="menu.second-page" />;
}

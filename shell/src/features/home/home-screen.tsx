import { ScreenPlaceholder } from '@portal/shared';

export function HomeScreen() {
  return <ScreenPlaceholder titleId="menu.root" />;
}

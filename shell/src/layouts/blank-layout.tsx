import './web-font';
import { Outlet } from '@portal/shared/router';
import { Flex } from 'antd';

/** Screens without navigation: sign-in, sign-up, verification, not-found; the page is their `<main>`. */
export function BlankLayout() {
  return (
    <Flex component="main" vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Outlet />
    </Flex>
  );
}

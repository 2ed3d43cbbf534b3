import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { effectiveNavLayout, overlayNavMaxWidth, surfaces, useUiSettings } from '@portal/shared';
import { Outlet, useLocation } from '@portal/shared/router';
import { Button, ConfigProvider, Drawer, Layout, theme as antdTheme } from 'antd';
import { Brand } from './brand';
import { LayoutFooter } from './layout-footer';
import { LoadingBar } from './loading-bar/loading-bar';
import { Navbar } from './navbar/navbar';
import { Navigation } from './navigation';
import { ScrollToTop } from './scroll-to-top';
import { useViewportWidth } from './use-viewport-width';
import './web-font';
import './default-layout.css';

/** The settings drawer (and its controls) downloads the first time it is opened. */
const SettingsDrawer = lazy(async () => ({ default: (await import('./settings/settings-drawer')).SettingsDrawer }));

/** True from the first time the drawer is opened, so it mounts (and downloads) only then. */
function useSettingsRequested(open: boolean) {
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  return requested;
}

/** Content width when the layout is "boxed" (spec §4). */
const boxedWidth = 1440;
const siderWidth = 260;
const siderCollapsedWidth = 72;

/**
 * The frame of every logged-in screen (spec §2, §4): navigation from the server's menu —
 * vertical or horizontal by the saved setting, an overlay drawer below 1280 px —, the navbar,
 * the content, the footer, the loading bar, the scroll-to-top button and the settings drawer.
 */
export function DefaultLayout() {
  const intl = useIntl();
  const { settings, resolvedTheme, direction } = useUiSettings();
  const { token } = antdTheme.useToken();
  const width = useViewportWidth();
  const { pathname } = useLocation();
  // The overlay navigation is open for the page it was opened on: following a link closes it.
  const [navOpenedAt, setNavOpenedAt] = useState<string | null>(null);
  const navOpen = navOpenedAt === pathname;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsRequested = useSettingsRequested(settingsOpen);

  const overlay = width <= overlayNavMaxWidth;
  const horizontal = effectiveNavLayout(settings.navLayout, width) === 'horizontal';
  const collapsed = !overlay && !horizontal && settings.navCollapsed;
  const semiDark = settings.semiDarkNav && resolvedTheme === 'light';
  const navbarType = overlay && settings.navbarType === 'hidden' ? 'sticky' : settings.navbarType;
  const dark = resolvedTheme === 'dark';

  const box: CSSProperties =
    settings.contentWidth === 'boxed' ? { maxWidth: boxedWidth, marginInline: 'auto', width: '100%' } : { width: '100%' };
  const navbarBackground = dark ? 'rgba(47, 51, 73, 0.85)' : 'rgba(255, 255, 255, 0.85)';
  const navbarStyle: CSSProperties = {
    ...(navbarType === 'sticky' ? { position: 'sticky', insetBlockStart: 0, zIndex: 100 } : {}),
    background: navbarType === 'sticky' && settings.navbarBlur ? navbarBackground : token.colorBgContainer,
    backdropFilter: navbarType === 'sticky' && settings.navbarBlur ? 'blur(8px)' : undefined,
    borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
    paddingInline: width < 600 ? 8 : 24,
  };
  const siderDark = semiDark || dark;
  const siderBackground = semiDark ? '#2f3349' : surfaces[resolvedTheme].container;

  const verticalNav = (inDrawer: boolean) => (
    <ConfigProvider theme={semiDark && !inDrawer ? { algorithm: antdTheme.darkAlgorithm } : undefined}>
      <div style={{ padding: collapsed && !inDrawer ? '16px 18px' : '16px 20px', color: semiDark && !inDrawer ? '#e1def5' : undefined }}>
        <Brand collapsed={collapsed && !inDrawer} />
      </div>
      <Navigation mode="inline" dark={siderDark && !inDrawer ? true : dark} collapsed={collapsed && !inDrawer} />
    </ConfigProvider>
  );

  return (
    <Layout className={`layout layout--${horizontal ? 'horizontal' : 'vertical'}`} style={{ minHeight: '100vh' }}>
      <LoadingBar />
      {!overlay && !horizontal && (
        <Layout.Sider
          width={siderWidth}
          collapsedWidth={siderCollapsedWidth}
          collapsed={collapsed}
          trigger={null}
          theme={siderDark ? 'dark' : 'light'}
          style={{
            position: 'sticky',
            insetBlockStart: 0,
            height: '100vh',
            overflow: 'auto',
            background: siderBackground,
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {verticalNav(false)}
        </Layout.Sider>
      )}
      {overlay && (
        <Drawer
          open={navOpen}
          onClose={() => setNavOpenedAt(null)}
          placement={direction === 'rtl' ? 'right' : 'left'}
          size={siderWidth}
          closable={false}
          styles={{ body: { padding: 0 } }}
          aria-label={intl.formatMessage({ id: 'layout.navigation' })}
        >
          {verticalNav(true)}
        </Drawer>
      )}
      <Layout>
        {navbarType !== 'hidden' && (
          <header style={navbarStyle}>
            <div style={box}>
              <Navbar
                overlay={overlay}
                horizontal={horizontal}
                viewportWidth={width}
                onOpenNavigation={() => setNavOpenedAt(pathname)}
                onOpenSettings={() => setSettingsOpen(true)}
              />
            </div>
            {horizontal && (
              <div style={{ ...box, borderBlockStart: `1px solid ${token.colorBorderSecondary}` }}>
                <Navigation mode="horizontal" dark={dark} />
              </div>
            )}
          </header>
        )}
        {navbarType === 'hidden' && horizontal && (
          <div style={{ ...box, background: token.colorBgContainer }}>
            <Navigation mode="horizontal" dark={dark} />
          </div>
        )}
        {/* antd renders Layout.Content as <main> and Layout.Footer as <footer>. */}
        {/* A static footer starts below the fold: in view while the screen loads, it was pushed down
            as the content arrived (a layout shift of the whole footer, CLS 0.06–0.12 on a phone). */}
        <Layout.Content style={{ padding: width < 600 ? 12 : 24, minHeight: settings.footerType === 'static' ? '100dvh' : undefined }}>
          <div style={box}>
            <Outlet />
          </div>
        </Layout.Content>
        {settings.footerType !== 'hidden' && (
          <Layout.Footer
            style={{
              paddingInline: width < 600 ? 12 : 24,
              paddingBlock: 16,
              ...(settings.footerType === 'sticky'
                ? {
                    position: 'sticky',
                    insetBlockEnd: 0,
                    zIndex: 50,
                    background: token.colorBgContainer,
                    borderBlockStart: `1px solid ${token.colorBorderSecondary}`,
                  }
                : {}),
            }}
          >
            <div style={box}>
              <LayoutFooter />
            </div>
          </Layout.Footer>
        )}
      </Layout>
      <Button
        type="primary"
        icon={<SettingOutlined aria-hidden />}
        aria-label={intl.formatMessage({ id: 'settings.open' })}
        onClick={() => setSettingsOpen(true)}
        style={{
          position: 'fixed',
          insetInlineEnd: 0,
          insetBlockStart: '40%',
          zIndex: 1001,
          borderStartEndRadius: 0,
          borderEndEndRadius: 0,
        }}
      />
      {settingsRequested && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} navForcedVertical={overlay} />
        </Suspense>
      )}
      <ScrollToTop />
    </Layout>
  );
}

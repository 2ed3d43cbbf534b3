import { Button, Flex, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { menuEntryFor } from '../access/access';
import { getApiClient } from '../api/base-api';
import type { RemoteModule } from '../components/remote-routes';
import { Link, Route, Routes, useLocation } from '../router';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { loggedOut, selectIsLoggedIn, selectMenu, selectUser } from '../store/session-slice';
import { DevSignIn } from './dev-sign-in';

const screensOf = (remote: RemoteModule) =>
  remote.areas.flatMap((area) =>
    area.routes.map((route) => ({ href: `/${area.prefix}${route.path ? `/${route.path}` : ''}`, title: route.title })),
  );

/** Like the shell's guard: a screen opens only when the role's menu lists it (or a page below it). */
function MenuGuard({ children }: { children: ReactNode }) {
  const menu = useAppSelector(selectMenu);
  const { pathname } = useLocation();
  if (menuEntryFor(menu, pathname)) return children;
  return (
    <Result
      status="403"
      title={<FormattedMessage id="standalone.no_access" />}
      extra={
        <Link to="/">
          <FormattedMessage id="standalone.home" />
        </Link>
      }
    />
  );
}

function ScreenIndex({ remote }: { remote: RemoteModule }) {
  const menu = useAppSelector(selectMenu);
  return (
    <nav aria-labelledby="standalone-screens">
      <Typography.Title level={2} id="standalone-screens" style={{ fontSize: 18 }}>
        <FormattedMessage id="standalone.screens" />
      </Typography.Title>
      <ul>
        {screensOf(remote).map(({ href, title }) => (
          <li key={href}>
            <Link to={href}>
              <FormattedMessage id={title} />
            </Link>{' '}
            {!menuEntryFor(menu, href) && (
              <Typography.Text type="secondary">
                <FormattedMessage id="standalone.not_in_menu" />
              </Typography.Text>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A remote on its own dev server with a real session: a small sign-in, then the remote's
 * screens inside the shared providers, guarded by the session's menu, with the user and a logout.
 */
export function StandaloneApp({ remote, name, apiBase }: { remote: RemoteModule; name: string; apiBase: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const RemoteRoutes = remote.default;

  const logout = async () => {
    try {
      await getApiClient().post('user/logout');
    } catch {
      // the session ends here anyway
    }
    dispatch(loggedOut());
  };

  return (
    <>
      <Flex
        component="header"
        justify="space-between"
        align="center"
        wrap
        gap={8}
        style={{ padding: '12px 24px', borderBottom: '1px solid rgba(0,0,0,0.08)' }}
      >
        <Link to="/">
          <Typography.Text strong>{intl.formatMessage({ id: 'standalone.title' }, { remote: name })}</Typography.Text>
        </Link>
        {signedIn && user && (
          <Flex align="center" gap={12}>
            <Typography.Text>
              {intl.formatMessage({ id: 'standalone.signed_in_as' }, { name: user.name_us, role: user.role.name_ro })}
            </Typography.Text>
            <Button onClick={() => void logout()}>
              <FormattedMessage id="standalone.logout" />
            </Button>
          </Flex>
        )}
      </Flex>
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
        {!signedIn ? (
          <DevSignIn apiBase={apiBase} />
        ) : (
          <Routes>
            <Route index element={<ScreenIndex remote={remote} />} />
            {remote.areas.map((area) => (
              <Route
                key={area.prefix}
                path={`${area.prefix}/*`}
                element={
                  <MenuGuard>
                    <RemoteRoutes area={area.prefix} />
                  </MenuGuard>
                }
              />
            ))}
            <Route path="*" element={<ScreenIndex remote={remote} />} />
          </Routes>
        )}
      </main>
    </>
  );
}

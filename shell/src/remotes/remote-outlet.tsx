import { useIntl } from 'react-intl';
import { menuEntryFor, ScreenLoading, selectMenu, useAppSelector, type RemoteModule, type RemoteName } from '@portal/shared';
import { useLocation } from '@portal/shared/router';
import { Flex, Spin } from 'antd';
import { RemoteView } from './remote-view';

interface Props {
  remote: RemoteName;
  /** The path prefix the shell matched, which the remote renders below. */
  area: string;
}

/**
 * While the remote downloads: the screen's title from its menu entry over a skeleton, as the
 * page's first paint (the server's signed-in frame) and the remote's own loading show it, so the
 * title stays in place; a spinner for a page no menu entry names (the remote then shows the
 * page's own title while the screen's code loads).
 */
function RemoteLoading() {
  const intl = useIntl();
  const menu = useAppSelector(selectMenu);
  const { pathname } = useLocation();
  // The entry of this very page: a page below it (an offer's edit form) has a title of its own.
  const entry = menuEntryFor(menu, pathname);
  const title = entry?.path === pathname ? entry.title : undefined;
  if (title) return <ScreenLoading title={intl.formatMessage({ id: `menu.${title}`, defaultMessage: title })} />;
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin size="large" />
    </Flex>
  );
}

/** Mounts one remote's area inside the content area. */
export function RemoteOutlet({ remote, area }: Props) {
  return (
    <RemoteView<RemoteModule> remote={remote} module="routes" area={area} loading={<RemoteLoading />}>
      {({ default: RemoteRoutes }) => <RemoteRoutes area={area} />}
    </RemoteView>
  );
}

import type { RemoteModule, RemoteName } from '@portal/shared';
import { Flex, Spin } from 'antd';
import { RemoteView } from './remote-view';

interface Props {
  remote: RemoteName;
  /** The path prefix the shell matched, which the remote renders below. */
  area: string;
}

/** Mounts one remote's area inside the content area. */
export function RemoteOutlet({ remote, area }: Props) {
  return (
    <RemoteView<RemoteModule>
      remote={remote}
      module="routes"
      area={area}
      loading={
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
        </Flex>
      }
    >
      {({ default: RemoteRoutes }) => <RemoteRoutes area={area} />}
    </RemoteView>
  );
}

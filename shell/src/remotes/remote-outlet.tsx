import { Suspense, use, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RemoteName } from '@portal/shared';
import { Flex, Spin } from 'antd';
import { isUnavailable, loadRemoteRoutes, retryRemote } from './load-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFailure } from './remote-failure';

interface Props {
  remote: RemoteName;
  /** The path prefix the shell matched, which the remote renders below. */
  area: string;
}

function useAreaName(area: string) {
  return useIntl().formatMessage({ id: `area.${area}`, defaultMessage: area });
}

function RemoteArea({ remote, area, areaName, onRetry }: Props & { areaName: string; onRetry: () => void }) {
  const loaded = use(loadRemoteRoutes(remote));
  if (isUnavailable(loaded)) return <RemoteFailure kind="unavailable" area={areaName} onRetry={onRetry} />;
  const RemoteRoutes = loaded.default;
  return <RemoteRoutes area={area} />;
}

/** Mounts one remote's area inside the content area, with every layer of failure handling. */
export function RemoteOutlet({ remote, area }: Props) {
  const areaName = useAreaName(area);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    retryRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} fallback={(kind) => <RemoteFailure kind={kind} area={areaName} onRetry={retry} />}>
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin size="large" />
          </Flex>
        }
      >
        <RemoteArea remote={remote} area={area} areaName={areaName} onRetry={retry} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

import { Suspense, use, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { RemoteName } from '@portal/shared';
import { isUnavailable, loadRemoteModule, retryRemote } from './load-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFailure } from './remote-failure';
import { remoteReachable } from './registry';
import { useRecoveryProbe } from './use-recovery-probe';

interface Props<M> {
  remote: RemoteName;
  /** The exposed module's name (`routes`, `dashboard`). */
  module: string;
  /** The area's path prefix: its name (`area.CV`) is what a failure message calls it. */
  area: string;
  /** What stands in while the module downloads. */
  loading: ReactNode;
  /** The heading level of a failure message where the view stands. */
  failureLevel?: 2 | 3 | 4;
  children: (loaded: M) => ReactNode;
}

/** The unavailable message, which also loads the area again by itself once its files answer. */
function Unavailable({ remote, onRetry, children }: { remote: RemoteName; onRetry: () => void; children: ReactNode }) {
  useRecoveryProbe(() => remoteReachable(remote), onRetry);
  return children;
}

function Loaded<M>({ remote, module, children, failure }: Pick<Props<M>, 'remote' | 'module' | 'children'> & { failure: ReactNode }) {
  const loaded = use(loadRemoteModule<M>(remote, module));
  return isUnavailable(loaded) ? failure : children(loaded);
}

/**
 * One exposed module of a remote, with every layer of failure handling: the retries (runtime
 * plugin), the unavailable marker (fallback plugin) and an error boundary for a chunk that fails
 * later or a crash while rendering. A failure shows "Reintentar" in the view's place; the rest
 * of the page keeps working, and an unreachable remote comes back by itself once its files answer.
 */
export function RemoteView<M>({ remote, module, area, loading, failureLevel = 2, children }: Props<M>) {
  const areaName = useIntl().formatMessage({ id: `area.${area}`, defaultMessage: area });
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    retryRemote(remote);
    setAttempt((n) => n + 1);
  };
  const failure = (kind: 'unavailable' | 'crashed') => <RemoteFailure kind={kind} area={areaName} onRetry={retry} level={failureLevel} />;
  return (
    <RemoteErrorBoundary key={attempt} fallback={failure}>
      <Suspense fallback={loading}>
        <Loaded
          remote={remote}
          module={module}
          failure={
            <Unavailable remote={remote} onRetry={retry}>
              {failure('unavailable')}
            </Unavailable>
          }
        >
          {children}
        </Loaded>
      </Suspense>
    </RemoteErrorBoundary>
  );
}

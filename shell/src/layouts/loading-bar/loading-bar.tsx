import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { primaryColor } from '@portal/shared';
import { useNavigation } from '@portal/shared/router';
import { advanceProgress, loadingTiming, resolvedProgress, startProgress, type LoadingProgress } from './loading-progress';
import { remoteLoads, trackRemoteLoads } from './remote-loads';

/**
 * A page that resolves within one tick of the bar never shows it ("only when slow", spec §2).
 * A remote's first load from our own server takes 300–700 ms on a 2-core machine.
 */
export const slowAfterMs = 800;

/** Whether a page is resolving: a lazy route's code, or a remote's module. */
function usePageResolving() {
  useEffect(trackRemoteLoads, []);
  const navigation = useNavigation();
  const remotes = useSyncExternalStore(remoteLoads.subscribe, remoteLoads.getSnapshot, () => 0);
  return navigation.state !== 'idle' || remotes > 0;
}

/** Drives the bar from `resolving`: shown after `slowAfterMs`, completed and hidden on resolve. */
export function useLoadingProgress(resolving: boolean, random: () => number = Math.random): LoadingProgress | null {
  const [progress, setProgress] = useState<LoadingProgress | null>(null);
  const shown = useRef(false);
  useEffect(() => {
    if (resolving) {
      let interval: ReturnType<typeof setInterval> | undefined;
      const show = setTimeout(() => {
        shown.current = true;
        setProgress(startProgress());
        interval = setInterval(() => setProgress((current) => current && advanceProgress(current, random)), loadingTiming.tickMs);
      }, slowAfterMs);
      return () => {
        clearTimeout(show);
        if (interval) clearInterval(interval);
      };
    }
    if (!shown.current) return undefined;
    shown.current = false;
    setProgress(resolvedProgress());
    const reset = setTimeout(() => setProgress(null), loadingTiming.resetMs);
    return () => clearTimeout(reset);
  }, [resolving, random]);
  return progress;
}

/** The 2 px bar at the top of the window while a page is slow to resolve. */
export function LoadingBar() {
  const intl = useIntl();
  const progress = useLoadingProgress(usePageResolving());
  if (!progress) return null;
  return (
    <div
      className="page-loading-bar"
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'layout.page_loading' })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress.value}
      style={{ position: 'fixed', insetBlockStart: 0, insetInline: 0, height: 2, zIndex: 2000, pointerEvents: 'none' }}
    >
      <div
        style={{
          position: 'absolute',
          insetBlock: 0,
          insetInlineStart: 0,
          width: `${progress.buffer}%`,
          background: primaryColor,
          opacity: 0.3,
        }}
      />
      <div
        style={{
          position: 'absolute',
          insetBlock: 0,
          insetInlineStart: 0,
          width: `${progress.value}%`,
          background: primaryColor,
          transition: 'width 200ms linear',
        }}
      />
    </div>
  );
}

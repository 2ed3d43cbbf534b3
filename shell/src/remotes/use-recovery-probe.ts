import { useEffect, useEffectEvent } from 'react';

/** First wait before asking again whether an unreachable remote is back; doubled each time up to the cap. */
export const RECOVERY_FIRST_DELAY_MS = 5_000;
export const RECOVERY_MAX_DELAY_MS = 60_000;

/**
 * While a remote is unavailable, asks `isBack` now and then (5 s, 10 s, 20 s … every minute at
 * most, and at once when the browser comes back online or the tab is shown again) and calls
 * `onBack` the first time it answers true: the area loads again by itself, without a reload
 * and without disturbing the rest of the page. Asking is cheap (one small request), unlike a
 * retry of the remote, which would show its loading state each time.
 */
export function useRecoveryProbe(isBack: () => Promise<boolean>, onBack: () => void): void {
  const askIsBack = useEffectEvent(() => isBack());
  const comeBack = useEffectEvent(() => onBack());

  useEffect(() => {
    let delay = RECOVERY_FIRST_DELAY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking = false;
    let done = false;

    const ask = async () => {
      if (asking || done) return;
      asking = true;
      const back = await askIsBack().catch(() => false);
      asking = false;
      if (done) return;
      if (back) {
        done = true;
        comeBack();
      } else schedule();
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void ask(), delay);
      delay = Math.min(delay * 2, RECOVERY_MAX_DELAY_MS);
    };
    const askNow = () => {
      if (document.visibilityState === 'visible') void ask();
    };

    schedule();
    window.addEventListener('online', askNow);
    document.addEventListener('visibilitychange', askNow);
    return () => {
      done = true;
      clearTimeout(timer);
      window.removeEventListener('online', askNow);
      document.removeEventListener('visibilitychange', askNow);
    };
  }, []);
}

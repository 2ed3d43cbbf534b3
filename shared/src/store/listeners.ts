import { addListener, type Action, type ListenerEffectAPI } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import type { AppDispatch, RootState } from './store';
import { useAppDispatch } from './hooks';

export type AppListenerApi = ListenerEffectAPI<RootState, AppDispatch>;

/**
 * Adds a listener to whichever store it is dispatched to (the shell's one store, or a test's):
 * `const stop = dispatch(addAppListener({ matcher: isRealtimeEvent('role.updated'), effect }))`.
 */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();

/**
 * A listener that lives as long as the component that declares it: `effect` runs for every
 * action `matches` accepts (an action creator's `.match`, `isRealtimeEvent(…)`). It is added
 * again when `deps` change (like useEffect's), so the effect may close over what is listed there.
 */
export function useAppListener<A extends Action>(
  matches: (action: unknown) => action is A,
  effect: (action: A, api: AppListenerApi) => void | Promise<void>,
  deps: readonly unknown[],
) {
  const dispatch = useAppDispatch();
  useEffect(
    () => dispatch(addAppListener({ matcher: matches, effect })),
    // The caller names what the effect depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dispatch, ...deps],
  );
}

import type { Slice } from '@reduxjs/toolkit';
import { createContext, useContext, useMemo } from 'react';
import type { RootReducer } from './store';

/** The root reducer of the one store, so a remote can add its own slices to it. */
export const RootReducerContext = createContext<RootReducer | null>(null);

/**
 * Injects a remote's slice into the shell's one store (injecting again is a no-op) and
 * returns the slice with its selectors bound to the root state. The remote declares the
 * slice's state in `LazyLoadedSlices`.
 */
export function useInjectedSlice<S extends Slice>(slice: S) {
  const rootReducer = useContext(RootReducerContext);
  if (!rootReducer) throw new Error('useInjectedSlice needs <SharedProviders>');
  return useMemo(() => slice.injectInto(rootReducer), [slice, rootReducer]);
}

import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from './theme';

/**
 * Whether a media query matches, from the first render on, following its changes (a window
 * resized, a system preference switched while the portal is open). The build's prerender has no
 * window: it renders as if none matched.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** antd's breakpoints as the theme sets them (theme.ts): xs is a phone's width, md and wider a desktop's. */
const screenQueries = {
  xs: `(max-width: ${breakpoints.sm - 1}px)`,
  md: `(min-width: ${breakpoints.md}px)`,
} as const;

/**
 * What antd's `Grid.useBreakpoint()[breakpoint]` says, but right from the first render. antd's
 * hook answers `{}` on its first render and renders its component again at once from a layout
 * effect: a screen that used it rendered twice as it mounted, the second time synchronously
 * (on /offers, the whole screen again, in the task that showed it).
 */
export function useScreen(breakpoint: keyof typeof screenQueries): boolean {
  return useMediaQuery(screenQueries[breakpoint]);
}

/**
 * The loading bar's numbers (spec §2): it starts at 10 with a buffer at 20; every 800 ms the
 * value advances by a random 5–15 and the buffer by 6–16; once above 80 it is held at 82; on
 * resolve it goes to 100 and is reset 300 ms later.
 */
export interface LoadingProgress {
  value: number;
  buffer: number;
}

export const loadingTiming = { tickMs: 800, resetMs: 300 } as const;

export const startProgress = (): LoadingProgress => ({ value: 10, buffer: 20 });

/** `random` returns a number in [0, 1), like Math.random. */
export function advanceProgress({ value, buffer }: LoadingProgress, random: () => number = Math.random): LoadingProgress {
  if (value > 80) return { value: 82, buffer };
  const step = 5 + Math.floor(random() * 11);
  const bufferStep = 6 + Math.floor(random() * 11);
  const next = value + step;
  return { value: next > 80 ? 82 : next, buffer: Math.min(100, Math.max(buffer + bufferStep, next)) };
}

export const resolvedProgress = (): LoadingProgress => ({ value: 100, buffer: 100 });

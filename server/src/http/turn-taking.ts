/**
 * How long one check phase of the event loop may spend starting requests before the rest wait
 * for the next iteration (a few requests' worth; see `turnTaking`).
 */
export const SLICE_MS = 4;

/** Starts `start` now or in a later iteration of the event loop, in the order asked. */
export type TakeTurn = (start: () => void) => void;

/**
 * Requests take turns with the event loop's poll phase, so a saturated server still accepts
 * new connections. Node's libuv (1.45 and later, libuv#3696) accepts one connection per
 * iteration of the event loop, and an iteration otherwise runs every request that arrived on
 * the connections already open: with 100 busy keep-alive connections, each iteration took
 * 100 requests' time, and a connection opened meanwhile waited that long per connection ahead
 * of it before its first request was read (bench:api: the slowest answers, seconds, were all
 * first requests of connections accepted late; calls of several milliseconds got no answer
 * within 10 s).
 *
 * Each request starts in the check phase (setImmediate) and a check phase starts requests for
 * `sliceMs` at most, counted from the first one it started; the others wait for the next
 * iteration, whose poll phase accepts the next connection first. A request started runs until
 * it awaits something the database or the network has not answered yet, which for SQLite is
 * the whole request. First come, first served throughout. `now`: the clock (tests pass their own).
 */
export function turnTaking(sliceMs = SLICE_MS, now: () => number = () => performance.now()): TakeTurn {
  let sliceStart: number | undefined;
  const endSlice = () => {
    sliceStart = undefined;
  };
  const inCheckPhase = (start: () => void) => {
    const at = now();
    if (sliceStart === undefined) {
      sliceStart = at;
      // Scheduled from the check phase, so it runs in the next iteration's, ahead of what waits.
      setImmediate(endSlice);
    } else if (at - sliceStart > sliceMs) {
      setImmediate(inCheckPhase, start);
      return;
    }
    start();
  };
  return (start) => {
    setImmediate(inCheckPhase, start);
  };
}

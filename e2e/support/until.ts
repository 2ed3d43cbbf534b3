/**
 * Polls `check` every 200 ms until it gives a value — anything but `undefined` or `false` — and
 * answers it; fails, naming `what`, after `limitMs`.
 */
export async function until<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  limitMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

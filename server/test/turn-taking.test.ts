import { turnTaking } from '../src/http/turn-taking.ts';

/**
 * Requests start in the event loop's check phase, a few milliseconds' worth per iteration; the
 * others start in the next iteration, after its poll phase (where a waiting connection is
 * accepted), in the order they arrived. The clock is the test's: each request "takes" 3 ms.
 */
describe('requests taking turns with the poll phase', () => {
  /** Three requests arrive in one poll phase (a timer callback stands in for it). */
  async function threeRequests() {
    let clock = 0;
    const take = turnTaking(4, () => clock);
    const started: string[] = [];
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        for (const name of ['a', 'b', 'c']) {
          take(() => {
            started.push(name);
            clock += 3;
          });
        }
        resolve();
      }, 0),
    );
    return started;
  }

  it('starts what fits in the slice in this iteration and the rest, in order, in the next', async () => {
    const started = await threeRequests();
    // Runs in the same check phase as the three, after them.
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('never starts a request in the phase that read it', async () => {
    const started = await threeRequests();
    expect(started).toEqual([]);
  });
});

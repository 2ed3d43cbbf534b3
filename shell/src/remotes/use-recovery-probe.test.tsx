import { act, render } from '@testing-library/react';
import { RECOVERY_FIRST_DELAY_MS, RECOVERY_MAX_DELAY_MS, useRecoveryProbe } from './use-recovery-probe';

function Probe({ isBack, onBack }: { isBack: () => Promise<boolean>; onBack: () => void }) {
  useRecoveryProbe(isBack, onBack);
  return null;
}

/** Lets the probe's awaited answer settle. */
const settle = () => act(async () => undefined);

describe('useRecoveryProbe', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks with growing pauses, capped, and loads the area again the first time the remote answers', async () => {
    const answers = [false, false, false, false, false, true];
    const isBack = jest.fn(() => Promise.resolve(answers.shift()!));
    const onBack = jest.fn();
    render(<Probe isBack={isBack} onBack={onBack} />);

    expect(isBack).not.toHaveBeenCalled();
    const pauses = [5_000, 10_000, 20_000, 40_000, 60_000, 60_000];
    expect(pauses[0]).toBe(RECOVERY_FIRST_DELAY_MS);
    expect(Math.max(...pauses)).toBe(RECOVERY_MAX_DELAY_MS);
    for (const [index, pause] of pauses.entries()) {
      await act(async () => void jest.advanceTimersByTime(pause - 1));
      expect(isBack).toHaveBeenCalledTimes(index);
      await act(async () => void jest.advanceTimersByTime(1));
      await settle();
      expect(isBack).toHaveBeenCalledTimes(index + 1);
    }
    expect(onBack).toHaveBeenCalledTimes(1);

    // Once back, it asks no more.
    await act(async () => void jest.advanceTimersByTime(10 * RECOVERY_MAX_DELAY_MS));
    expect(isBack).toHaveBeenCalledTimes(pauses.length);
  });

  it('asks at once when the browser is back online, and a failed request counts as not yet', async () => {
    const isBack = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(true);
    const onBack = jest.fn();
    render(<Probe isBack={isBack} onBack={onBack} />);

    await act(async () => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(isBack).toHaveBeenCalledTimes(1);
    expect(onBack).not.toHaveBeenCalled();

    await act(async () => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('stops asking when the area leaves the page', async () => {
    const isBack = jest.fn(() => Promise.resolve(false));
    const { unmount } = render(<Probe isBack={isBack} onBack={jest.fn()} />);
    unmount();
    await act(async () => void jest.advanceTimersByTime(10 * RECOVERY_MAX_DELAY_MS));
    expect(isBack).not.toHaveBeenCalled();
  });
});

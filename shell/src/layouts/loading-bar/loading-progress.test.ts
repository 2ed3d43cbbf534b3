import { advanceProgress, resolvedProgress, startProgress } from './loading-progress';

describe('loading bar progress (spec §2)', () => {
  it('starts at 10 with a buffer at 20', () => {
    expect(startProgress()).toEqual({ value: 10, buffer: 20 });
  });

  it('advances by 5 to 15 and the buffer by 6 to 16 each tick', () => {
    expect(advanceProgress({ value: 10, buffer: 20 }, () => 0)).toEqual({ value: 15, buffer: 26 });
    expect(advanceProgress({ value: 10, buffer: 20 }, () => 0.9999)).toEqual({ value: 25, buffer: 36 });
  });

  it('is held at 82 once above 80', () => {
    expect(advanceProgress({ value: 75, buffer: 90 }, () => 0.5).value).toBe(82);
    expect(advanceProgress({ value: 82, buffer: 95 }, () => 0.5).value).toBe(82);
    let progress = startProgress();
    for (let tick = 0; tick < 50; tick += 1) progress = advanceProgress(progress);
    expect(progress.value).toBe(82);
  });

  it('goes to 100 on resolve', () => {
    expect(resolvedProgress().value).toBe(100);
  });
});

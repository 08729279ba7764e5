import { msUntilAllowed, slidingCount } from './rate-limit.service';

const window = { max: 5, windowMs: 600_000 };

describe('sliding request count', () => {
  it('refuses a burst just after a window boundary when the window before was full', () => {
    // Fixed windows let 5 through at 9:59 and 5 more at 10:00; here the first request after the boundary is over.
    expect(slidingCount(5, 1, 1000, window.windowMs)).toBeGreaterThan(window.max);
    expect(slidingCount(5, 1, 0.9 * window.windowMs, window.windowMs)).toBeLessThanOrEqual(window.max);
  });

  it('says truthfully how long until one more request fits', () => {
    // Previous window full, one request now: room for one more once two fifths of the previous window have slid out.
    const wait = msUntilAllowed(5, 1, 1000, window);
    expect(wait).toBe(0.4 * window.windowMs - 1000);
    expect(slidingCount(5, 1, 1000 + wait, window.windowMs) + 1).toBeLessThanOrEqual(window.max);
    expect(slidingCount(5, 1, 1000 + wait - 1000, window.windowMs) + 1).toBeGreaterThan(window.max);
  });

  it('waits into the next window when this window alone is full', () => {
    const wait = msUntilAllowed(0, 6, 60_000, window);
    // The rest of this window, then until a third of the six have slid out of the next one's view.
    expect(wait).toBe(540_000 + window.windowMs * (1 - 4 / 6));
    expect(msUntilAllowed(0, 2, 60_000, window)).toBe(0);
  });
});

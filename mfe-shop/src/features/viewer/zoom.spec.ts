import {
  clampPan,
  clampZoom,
  DOUBLE_TAP_WINDOW_MS,
  DOUBLE_TAP_ZOOM,
  isDoubleTap,
  MAX_ZOOM_CEILING,
  MAX_ZOOM_FLOOR,
  maxZoom,
  MIN_ZOOM,
  pinchZoom,
  stepIndex,
  toggleZoom,
  wheelZoom,
  ZOOM_STEP,
  zoomIn,
  zoomOut,
  zoomPercent,
} from './zoom';

describe('viewer constants (requirements §9)', () => {
  it('are the specified ones', () => {
    expect([MIN_ZOOM, MAX_ZOOM_FLOOR, MAX_ZOOM_CEILING, ZOOM_STEP, DOUBLE_TAP_WINDOW_MS, DOUBLE_TAP_ZOOM]).toEqual([
      0.5, 3, 5, 1.3, 300, 2.5,
    ]);
  });
});

describe(maxZoom.name, () => {
  it('lets an image be zoomed to its own pixels, between 3x and 5x', () => {
    expect(maxZoom({ width: 4000, height: 3000 }, { width: 1000, height: 750 })).toBe(4);
    expect(maxZoom({ width: 1600, height: 1200 }, { width: 1200, height: 900 })).toBe(3);
    expect(maxZoom({ width: 8000, height: 6000 }, { width: 1000, height: 750 })).toBe(5);
    expect(maxZoom({ width: 1200, height: 1600 }, { width: 300, height: 420 })).toBe(4); // the taller ratio counts
  });

  it('answers 3x for an image not laid out yet', () => {
    expect(maxZoom({ width: 1600, height: 1200 }, { width: 0, height: 0 })).toBe(3);
    expect(maxZoom({ width: 0, height: 0 }, { width: 0, height: 0 })).toBe(3);
  });
});

describe('zoom steps', () => {
  it('zooms in and out by 1.3 within 0.5x and the maximum', () => {
    expect(zoomIn(1, 3)).toBeCloseTo(1.3);
    expect(zoomIn(2.5, 3)).toBe(3);
    expect(zoomIn(3, 3)).toBe(3);
    expect(zoomOut(1.3, 3)).toBeCloseTo(1);
    expect(zoomOut(0.6, 3)).toBe(0.5);
    expect(zoomOut(0.5, 3)).toBe(0.5);
    expect(clampZoom(7, 4.2)).toBe(4.2);
  });

  it('reaches the limits in a few presses: 1 → 300% after 5, → 50% after 3', () => {
    let zoom = 1;
    const seen: string[] = [];
    for (let press = 0; press < 6; press++) seen.push(zoomPercent((zoom = zoomIn(zoom, 3))));
    expect(seen).toEqual(['130%', '169%', '220%', '286%', '300%', '300%']);
    zoom = 1;
    seen.length = 0;
    for (let press = 0; press < 4; press++) seen.push(zoomPercent((zoom = zoomOut(zoom, 3))));
    expect(seen).toEqual(['77%', '59%', '50%', '50%']);
  });

  it('zooms with the wheel by 1.1 away from the visitor and 0.9 towards', () => {
    expect(wheelZoom(1, -100, 3)).toBeCloseTo(1.1);
    expect(wheelZoom(1, 100, 3)).toBeCloseTo(0.9);
    expect(wheelZoom(1, 0, 3)).toBe(1);
    expect(wheelZoom(0.52, 100, 3)).toBe(0.5);
    expect(wheelZoom(2.9, -1, 3)).toBe(3);
  });

  it('toggles between 1x and 2.5x on double click or tap', () => {
    expect(toggleZoom(1, 3)).toBe(2.5);
    expect(toggleZoom(0.7, 3)).toBe(2.5);
    expect(toggleZoom(2.5, 3)).toBe(1);
    expect(toggleZoom(1.3, 3)).toBe(1);
  });

  it('pinches in proportion to the fingers spreading', () => {
    expect(pinchZoom(1, 100, 200, 3)).toBe(2);
    expect(pinchZoom(2, 200, 100, 3)).toBe(1);
    expect(pinchZoom(1, 100, 1000, 3)).toBe(3);
    expect(pinchZoom(1, 100, 10, 3)).toBe(0.5);
    expect(pinchZoom(1.5, 0, 50, 3)).toBe(1.5);
  });
});

describe(isDoubleTap.name, () => {
  it('takes two taps within 300 ms', () => {
    expect(isDoubleTap(1000, 1300)).toBe(true);
    expect(isDoubleTap(1000, 1301)).toBe(false);
    expect(isDoubleTap(null, 1000)).toBe(false);
  });
});

describe(clampPan.name, () => {
  const drawn = { width: 800, height: 600 };
  const stage = { width: 1000, height: 700 };

  it('centres the image at 1x or less', () => {
    expect(clampPan({ x: 120, y: -40 }, 1, drawn, stage)).toEqual({ x: 0, y: 0 });
    expect(clampPan({ x: 120, y: -40 }, 0.5, drawn, stage)).toEqual({ x: 0, y: 0 });
  });

  it('keeps the zoomed image covering the stage', () => {
    // At 2x the image is 1600 × 1200: it may move 300 px sideways and 250 px up or down.
    expect(clampPan({ x: 1000, y: -1000 }, 2, drawn, stage)).toEqual({ x: 300, y: -250 });
    expect(clampPan({ x: -120, y: 40 }, 2, drawn, stage)).toEqual({ x: -120, y: 40 });
    // At 1.2x it is 960 wide, narrower than the stage: no sideways movement.
    expect(clampPan({ x: 50, y: 50 }, 1.2, drawn, stage)).toEqual({ x: 0, y: 10 });
  });
});

describe(stepIndex.name, () => {
  it('wraps around at both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

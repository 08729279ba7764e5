/** Full-screen viewer constants (requirements §9). */
export const MIN_ZOOM = 0.5;
/** The maximum zoom lies between these, depending on how much larger the image is than it is drawn. */
export const MAX_ZOOM_FLOOR = 3;
export const MAX_ZOOM_CEILING = 5;
/** Buttons and keys zoom by this factor. */
export const ZOOM_STEP = 1.3;
/** Mouse wheel: towards the visitor zooms out by 0.9, away zooms in by 1.1. */
export const WHEEL_ZOOM_OUT = 0.9;
export const WHEEL_ZOOM_IN = 1.1;
/** Two taps within this many milliseconds are a double tap. */
export const DOUBLE_TAP_WINDOW_MS = 300;
/** Double tap (and double click) zooms to this. */
export const DOUBLE_TAP_ZOOM = 2.5;

export interface Size {
  width: number;
  height: number;
}

export interface Pan {
  x: number;
  y: number;
}

export const NO_PAN: Pan = { x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The deepest zoom for an image: as far as its own pixels allow (natural size over drawn size),
 * but never less than 3x nor more than 5x. An image not laid out yet gets 3x.
 */
export function maxZoom(natural: Size, drawn: Size): number {
  const ratio = Math.max(natural.width / drawn.width, natural.height / drawn.height);
  return Number.isFinite(ratio) && ratio > 0 ? clamp(ratio, MAX_ZOOM_FLOOR, MAX_ZOOM_CEILING) : MAX_ZOOM_FLOOR;
}

/** A zoom kept between 0.5x and `max`. */
export function clampZoom(zoom: number, max: number): number {
  return clamp(zoom, MIN_ZOOM, max);
}

/** Zoom in button, + and = keys. */
export function zoomIn(zoom: number, max: number): number {
  return clampZoom(zoom * ZOOM_STEP, max);
}

/** Zoom out button and - key. */
export function zoomOut(zoom: number, max: number): number {
  return clampZoom(zoom / ZOOM_STEP, max);
}

/** One wheel notch: scrolling up (negative deltaY) zooms in by 1.1, down zooms out by 0.9. */
export function wheelZoom(zoom: number, deltaY: number, max: number): number {
  if (deltaY === 0) return zoom;
  return clampZoom(zoom * (deltaY < 0 ? WHEEL_ZOOM_IN : WHEEL_ZOOM_OUT), max);
}

/** Double click or double tap: from 1x (or less) to 2.5x, from any deeper zoom back to 1x. */
export function toggleZoom(zoom: number, max: number): number {
  return zoom > 1 ? 1 : Math.min(DOUBLE_TAP_ZOOM, max);
}

/** Pinch: the zoom at the start of the gesture scaled by how far the fingers have spread. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number, max: number): number {
  if (!(startDistance > 0)) return startZoom;
  return clampZoom(startZoom * (distance / startDistance), max);
}

/** Whether a tap at `now` completes a double tap begun at `previousTapAt`. */
export function isDoubleTap(previousTapAt: number | null, now: number): boolean {
  return previousTapAt !== null && now - previousTapAt <= DOUBLE_TAP_WINDOW_MS;
}

/**
 * A pan kept inside what the zoomed image covers: its edges never come further in than the
 * stage's. At 1x or less the image is centred.
 */
export function clampPan(pan: Pan, zoom: number, drawn: Size, stage: Size): Pan {
  if (zoom <= 1) return NO_PAN;
  const limitX = Math.max(0, (drawn.width * zoom - stage.width) / 2);
  const limitY = Math.max(0, (drawn.height * zoom - stage.height) / 2);
  return { x: clamp(pan.x, -limitX, limitX), y: clamp(pan.y, -limitY, limitY) };
}

/** The percentage display: 1.3 → '130%'. */
export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/** The image index after stepping by `step` (wrapping around at the ends). */
export function stepIndex(index: number, step: number, count: number): number {
  return count > 0 ? (((index + step) % count) + count) % count : 0;
}

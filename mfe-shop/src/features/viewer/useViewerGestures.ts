import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { isDoubleTap, pinchZoom, toggleZoom, wheelZoom, type Pan } from './zoom';

/** A horizontal swipe this long (px) at 1x moves to the next or previous image. */
const SWIPE_DISTANCE = 60;

interface Gesture {
  kind: 'pan' | 'pinch' | 'swipe';
  startX: number;
  startY: number;
  startPan: Pan;
  startZoom: number;
  startDistance: number;
  moved: boolean;
}

const distance = (touches: TouchList) => Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

export interface ViewerGestureTarget {
  /** The element the gestures happen on. */
  stage: RefObject<HTMLDivElement | null>;
  zoom: number;
  pan: Pan;
  /** How deep the image may be zoomed. */
  limit: number;
  /** Sets zoom and pan together (the viewer keeps the pan inside the image). */
  view: (zoom: number, pan?: Pan) => void;
  /** Moves to the next (1) or previous (-1) image. */
  go: (step: number) => void;
}

/**
 * The viewer's gestures. Mouse: double click toggles zoom, the wheel zooms, dragging pans once
 * zoomed in. Touch: double tap toggles zoom, pinch zooms, one finger pans when zoomed in and
 * swipes to the next or previous image at 1x. Answers the stage's pointer handlers and whether
 * the image is being moved (then it follows without easing).
 */
export function useViewerGestures({ stage, zoom, pan, limit, view, go }: ViewerGestureTarget) {
  const [dragging, setDragging] = useState(false);
  const [gesturing, setGesturing] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const lastTapAt = useRef<number | null>(null);
  const lastTouchAt = useRef(0);

  // Wheel and touch listeners must not be passive: they stop the page (and the browser's own zoom).
  useEffect(() => {
    const box = stage.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      view(wheelZoom(zoom, event.deltaY, limit), pan);
    };
    const onTouchStart = (event: TouchEvent) => {
      lastTouchAt.current = Date.now();
      setGesturing(true);
      const [first] = event.touches;
      if (!first) return;
      gesture.current =
        event.touches.length >= 2
          ? { kind: 'pinch', startX: 0, startY: 0, startPan: pan, startZoom: zoom, startDistance: distance(event.touches), moved: true }
          : {
              kind: zoom > 1 ? 'pan' : 'swipe',
              startX: first.clientX,
              startY: first.clientY,
              startPan: pan,
              startZoom: zoom,
              startDistance: 0,
              moved: false,
            };
    };
    const onTouchMove = (event: TouchEvent) => {
      const current = gesture.current;
      const [first] = event.touches;
      if (!current || !first) return;
      event.preventDefault();
      if (current.kind === 'pinch' && event.touches.length >= 2) {
        const next = pinchZoom(current.startZoom, current.startDistance, distance(event.touches), limit);
        view(next, current.startPan);
        return;
      }
      const dx = first.clientX - current.startX;
      const dy = first.clientY - current.startY;
      if (Math.hypot(dx, dy) > 8) current.moved = true;
      if (current.kind === 'pan') view(zoom, { x: current.startPan.x + dx, y: current.startPan.y + dy });
    };
    const onTouchEnd = (event: TouchEvent) => {
      const current = gesture.current;
      lastTouchAt.current = Date.now();
      if (!current || event.touches.length > 0) return;
      gesture.current = null;
      setGesturing(false);
      const touch = event.changedTouches[0];
      if (current.kind === 'swipe' && touch) {
        const dx = touch.clientX - current.startX;
        if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(touch.clientY - current.startY)) {
          go(dx < 0 ? 1 : -1);
          return;
        }
      }
      if (current.moved) return;
      const now = Date.now();
      if (isDoubleTap(lastTapAt.current, now)) {
        lastTapAt.current = null;
        view(toggleZoom(zoom, limit));
      } else {
        lastTapAt.current = now;
      }
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    box.addEventListener('touchstart', onTouchStart, { passive: false });
    box.addEventListener('touchmove', onTouchMove, { passive: false });
    box.addEventListener('touchend', onTouchEnd);
    box.addEventListener('touchcancel', onTouchEnd);
    return () => {
      box.removeEventListener('wheel', onWheel);
      box.removeEventListener('touchstart', onTouchStart);
      box.removeEventListener('touchmove', onTouchMove);
      box.removeEventListener('touchend', onTouchEnd);
      box.removeEventListener('touchcancel', onTouchEnd);
    };
  }, [go, limit, pan, stage, view, zoom]);

  // Mouse and pen: drag pans, only when zoomed in. Touch has its own handlers above.
  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.pointerType === 'touch' || event.button !== 0 || zoom <= 1) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    gesture.current = {
      kind: 'pan',
      startX: event.clientX,
      startY: event.clientY,
      startPan: pan,
      startZoom: zoom,
      startDistance: 0,
      moved: false,
    };
    setDragging(true);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const current = gesture.current;
    if (!dragging || !current || event.pointerType === 'touch') return;
    view(zoom, { x: current.startPan.x + event.clientX - current.startX, y: current.startPan.y + event.clientY - current.startY });
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    if (event.pointerType === 'touch' || !dragging) return;
    gesture.current = null;
    setDragging(false);
  };
  const onDoubleClick = () => {
    if (Date.now() - lastTouchAt.current < 800) return; // the browser's dblclick after a double tap
    view(toggleZoom(zoom, limit));
  };

  return {
    dragging,
    moving: dragging || gesturing,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onDoubleClick },
  };
}

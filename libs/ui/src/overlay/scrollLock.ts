import { useEffect } from 'react';

// Overlays can stack (a video over the menu); the page scrolls again once the last one closes.
let locks = 0;
let restore: (() => void) | null = null;

/** Stops the page behind an overlay from scrolling; returns the function that releases it. */
export function lockPageScroll(): () => void {
  if (locks++ === 0) {
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // The scrollbar disappears with overflow hidden: pad its width so the page does not shift.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    restore = () => Object.assign(body.style, previous);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) restore?.();
  };
}

/** Locks page scrolling while the calling component is mounted. */
export function useScrollLock(): void {
  useEffect(() => lockPageScroll(), []);
}

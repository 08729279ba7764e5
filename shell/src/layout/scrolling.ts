/** requirements §9: after a route change a section is scrolled to once the home page has rendered. */
export const SECTION_SCROLL_DELAY_MS = 300;
/** requirements §9: arriving at the contact form (Enquire), the page jumps there after about 100 ms. */
export const CONTACT_FORM_SCROLL_DELAY_MS = 100;
/** How long an arrival keeps its section in place while remote sections above it load. */
const HOLD_MS = 3000;
/** What the visitor does to take over the scrolling. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls a home-page section into view (smoothly unless the visitor prefers less motion). */
export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): void {
  document.getElementById(id)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : behavior, block: 'start' });
}

// One arrival at a time: a new one (another click) replaces the one under way.
let cancelCurrent: (() => void) | null = null;

/**
 * Scrolls to a home-page section after `delay`, then keeps it in place while the remote
 * sections above it (featured collection, adventures promo) load and change height, until the
 * visitor scrolls by themselves or a few seconds have passed. Returns a function that cancels it.
 */
export function arriveAtSection(
  id: string,
  { delay = 0, behavior = 'smooth' }: { delay?: number; behavior?: ScrollBehavior } = {},
): () => void {
  cancelCurrent?.();
  let frame = 0;
  let stopped = false;
  let lastY = Number.NaN;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
    if (cancelCurrent === stop) cancelCurrent = null;
  };
  const hold = (until: number) => {
    if (stopped || performance.now() > until) return stop();
    const target = document.getElementById(id);
    // Only once a smooth scroll has come to rest: correct what loading sections moved.
    if (target && window.scrollY === lastY) {
      const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      if (Math.abs(target.getBoundingClientRect().top - margin) > 2) scrollToSection(id, 'instant');
    }
    lastY = window.scrollY;
    frame = requestAnimationFrame(() => hold(until));
  };
  const start = () => {
    if (stopped) return;
    scrollToSection(id, behavior);
    for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true });
    const until = performance.now() + HOLD_MS;
    frame = requestAnimationFrame(() => hold(until));
  };
  cancelCurrent = stop;
  const timer = delay > 0 ? setTimeout(start, delay) : undefined;
  if (!timer) start();
  return stop;
}

import { Suspense, use, useEffect, useId, type ReactNode } from 'react';
import { useServerRendered } from './hydrated';

/**
 * A waiting part hydrates once any of it is on screen: the viewport less its last pixel, since an
 * element that merely touches the bottom edge (the section after a full-screen hero) counts as
 * intersecting. Its markup is the server's until then, links and all, so a visitor sees no change.
 */
const VIEW_MARGIN = '0px 0px -1px 0px';
/** Touching a part that is still waiting hydrates it at once. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
const ATTRIBUTE = 'data-hydrate-on-view';

interface WaitingPart {
  /** Settles once it may hydrate: the same promise on every render, marked fulfilled when it does (React reads that at once). */
  inView: Promise<void>;
  letGo: () => void;
}
/** Parts of the server's markup waiting to be hydrated, by their `useId()` (the same on server and browser). */
const waiting = new Map<string, WaitingPart>();
const SETTLED = fulfilled(Promise.resolve());
/** Parts whose wrapper is on the page. */
const placed = new Set<string>();

/**
 * A part of a server-rendered page below the fold that hydrates when it comes into view (or is
 * touched, or its parent updates), not with the page, so its scripts are neither loaded nor run
 * before the page is interactive (the total blocking time and JavaScript targets of `npm run bench:web`). Until then React keeps the
 * server's markup as it is: a Suspense boundary stays dehydrated while what is inside it is
 * suspended. Rendered in the browser its children render at once, behind `fallback` if they
 * suspend. The wrapper is `display: contents`, so the layout is the children's.
 */
export function HydrateOnView({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const id = useId();
  // Rendered again once placed: its parent updated (as on every navigation). That reaches the part,
  // and React applies it only once the part is hydrated (a navigation would wait for it), so it
  // hydrates now.
  if (placed.has(id)) waiting.get(id)?.letGo();
  useEffect(() => {
    placed.add(id);
    return () => void placed.delete(id);
  }, [id]);
  return (
    <div {...{ [ATTRIBUTE]: id }} className="contents">
      <Suspense fallback={fallback}>
        <ViewGate id={id}>{children}</ViewGate>
      </Suspense>
    </div>
  );
}

function ViewGate({ id, children }: { id: string; children: ReactNode }) {
  // Only while hydrating: rendered in the browser, the part renders, and so does a part whose
  // server markup React gives up because an update reached it before it was hydrated (a context it
  // reads changed): it renders afresh, as on any other page.
  const part = useServerRendered() ? serverMarkupWaiting(id) : null;
  // Always one use(): React expects the same calls when it renders a part again.
  use(part?.inView ?? SETTLED);
  return children;
}

/** The server's markup of this part, waiting until it comes into view or is touched; null when it has none. */
function serverMarkupWaiting(id: string): WaitingPart | null {
  if (typeof document === 'undefined') return null;
  const known = waiting.get(id);
  if (known) return known;
  const element = [...document.querySelectorAll(`[${ATTRIBUTE}]`)].find((candidate) => candidate.getAttribute(ATTRIBUTE) === id);
  if (!element?.children.length) return null;

  let resolve = () => {};
  const inView = new Promise<void>((settle) => (resolve = settle));
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && letGo(), {
    rootMargin: VIEW_MARGIN,
  });
  const letGo = () => {
    observer.disconnect();
    for (const type of INTERACTIONS) element.removeEventListener(type, letGo);
    fulfilled(inView);
    resolve();
  };
  for (const child of element.children) observer.observe(child);
  for (const type of INTERACTIONS) element.addEventListener(type, letGo, { passive: true });
  const part = { inView, letGo };
  waiting.set(id, part);
  return part;
}

/** Marks a promise fulfilled as React's `use()` reads it, so it does not suspend on it even once. */
function fulfilled(promise: Promise<void>): Promise<void> {
  return Object.assign(promise, { status: 'fulfilled', value: undefined });
}

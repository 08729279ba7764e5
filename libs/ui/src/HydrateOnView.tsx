import { Suspense, use, useId, type ReactNode } from 'react';

/**
 * A waiting part hydrates once any of it is on screen: the viewport less its last pixel, since an
 * element that merely touches the bottom edge (the section after a full-screen hero) counts as
 * intersecting. Its markup is the server's until then, links and all, so a visitor sees no change.
 */
const VIEW_MARGIN = '0px 0px -1px 0px';
/** Touching a part that is still waiting hydrates it at once. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
const ATTRIBUTE = 'data-hydrate-on-view';

/**
 * How each part waiting to be hydrated is let go, by its `useId()` (the same on server and
 * browser); null once it may hydrate, and for parts rendered in the browser (a retry after one
 * suspended finds its wrapper in the document, which must not be taken for the server's).
 */
const waiting = new Map<string, (() => void) | null>();

/**
 * A part of a server-rendered page below the fold that hydrates when it comes near the viewport (or
 * is touched, or something it shows changes), not with the page, so its scripts are neither loaded
 * nor run before the page is interactive (issue 13's TBT and JavaScript targets). Until then React
 * keeps the server's markup as it is: a Suspense boundary stays dehydrated while what is inside it
 * is suspended. Rendered in the browser (no server markup) its children render at once, behind
 * `fallback` if they suspend. The wrapper is `display: contents`, so the layout is the children's.
 */
export function HydrateOnView({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <div {...{ [ATTRIBUTE]: id }} className="contents">
      <Suspense fallback={fallback}>
        <ViewGate id={id}>{children}</ViewGate>
      </Suspense>
    </div>
  );
}

function ViewGate({ id, children }: { id: string; children: ReactNode }) {
  // Rendered again while still waiting: an update reached it (a context it reads changed, or an
  // event inside it), which React can only apply to a hydrated part, so it hydrates now.
  if (waiting.has(id)) waiting.get(id)?.();
  else {
    const inView = serverMarkupInView(id);
    if (inView) use(inView);
  }
  return children;
}

/** On a part's first render: when it is the server's markup, what settles once it comes into view. */
function serverMarkupInView(id: string): Promise<void> | undefined {
  // On the server every part renders, and none is noted: the render process renders page after page.
  if (typeof document === 'undefined') return undefined;
  const element = [...document.querySelectorAll(`[${ATTRIBUTE}]`)].find((candidate) => candidate.getAttribute(ATTRIBUTE) === id);
  if (!element?.children.length) {
    waiting.set(id, null);
    return undefined;
  }
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && letGo(), {
      rootMargin: VIEW_MARGIN,
    });
    const letGo = () => {
      waiting.set(id, null);
      observer.disconnect();
      for (const type of INTERACTIONS) element.removeEventListener(type, letGo);
      resolve();
    };
    waiting.set(id, letGo);
    for (const child of element.children) observer.observe(child);
    for (const type of INTERACTIONS) element.addEventListener(type, letGo, { passive: true });
  });
}

import type { PaintingImage } from '@atelier/contracts';
import { ResponsivePicture, useHydrated } from '@atelier/ui';
import { useEffect, useRef, useState } from 'react';

/** requirements §9: images start loading 100 px before they scroll into view, once a tenth is visible. */
export const LAZY_LOAD_OPTIONS: IntersectionObserverInit = { rootMargin: '100px', threshold: 0.1 };

export interface LazyPaintingImageProps {
  image: PaintingImage;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  /** Classes of the frame, which sets the space the image is drawn in. */
  className?: string;
  /** In view when the page opens (the first row): in the page's HTML, shown as soon as it arrives. */
  eager?: boolean;
}

/**
 * A painting image that is only requested when it comes near the viewport. Until then, and
 * until it has arrived, a pulsing placeholder with a spinner holds its place; then it fades in.
 * Without JavaScript the page's HTML has the image itself, which the browser loads as it nears.
 */
export function LazyPaintingImage({ image, alt, sizes, className = '', eager = false }: LazyPaintingImageProps) {
  const frame = useRef<HTMLDivElement>(null);
  // Never near on the server, nor while hydrating, so a server-rendered page hydrates as it came.
  // Without IntersectionObserver, every image is shown once the page runs.
  const hydrated = useHydrated();
  const [seen, setSeen] = useState(false);
  const near = eager || seen || (hydrated && typeof IntersectionObserver === 'undefined');
  const [loaded, setLoaded] = useState(eager);

  useEffect(() => {
    const element = frame.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    }, LAZY_LOAD_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const imageClass = 'relative h-auto max-h-full w-auto max-w-full shadow-[0_8px_24px_-10px_rgba(28,27,25,0.45)]';
  return (
    <div ref={frame} className={`relative flex items-center justify-center overflow-hidden bg-paper-deep ${className}`}>
      {!loaded && (
        <div
          className="absolute inset-0 flex animate-pulse items-center justify-center bg-paper-deep"
          data-testid="image-placeholder"
          aria-hidden="true"
        >
          <span className="h-7 w-7 animate-spin rounded-full border-2 border-ink/15 border-t-ink/50" />
        </div>
      )}
      {/* After the placeholder, so it is drawn over it. */}
      {!near && (
        <noscript>
          <ResponsivePicture
            image={image}
            alt={alt}
            sizes={sizes}
            loading="lazy"
            decoding="async"
            pictureClassName="contents"
            className={imageClass}
          />
        </noscript>
      )}
      {near && (
        <ResponsivePicture
          image={image}
          alt={alt}
          sizes={sizes}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          onLoad={() => setLoaded(true)}
          pictureClassName="contents"
          className={`${imageClass} transition-[opacity,transform] duration-700 ${
            loaded ? 'opacity-100' : 'opacity-0'
          } group-hover:scale-[1.02]`}
        />
      )}
    </div>
  );
}

import type { PaintingImage } from '@atelier/contracts';
import { Overlay, ResponsivePicture } from '@atelier/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useViewerGestures } from '../useViewerGestures';
import { clampPan, MAX_ZOOM_FLOOR, maxZoom, MIN_ZOOM, NO_PAN, stepIndex, zoomIn, zoomOut, zoomPercent, type Pan, type Size } from '../zoom';

export interface ImageViewerProps {
  title: string;
  images: PaintingImage[];
  initialIndex: number;
  onClose: () => void;
  /** Tells the page which image the viewer ended on. */
  onIndexChange?: (index: number) => void;
}

/**
 * The full-screen viewer (requirements §2, §9): title and the image's alt text or 'Image N of M';
 * zoom out, zoom in and reset with a percentage; arrows and dots with more than one image.
 * Keys: Escape, + or =, -, 0, left and right. Mouse: double click toggles zoom, the wheel
 * zooms, dragging pans once zoomed in. Touch: double tap toggles 2.5x, pinch zooms, one
 * finger pans. Zoom and pan start afresh with every image.
 */
export function ImageViewer({ title, images, initialIndex, onClose, onIndexChange }: ImageViewerProps) {
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), images.length - 1));
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState<Pan>(NO_PAN);
  const [limit, setLimit] = useState(MAX_ZOOM_FLOOR);
  const stage = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const image = images[index]!;
  const many = images.length > 1;

  const sizes = useCallback((): { drawn: Size; stage: Size } => {
    const img = picture.current;
    const box = stage.current;
    return {
      drawn: { width: img?.clientWidth ?? 0, height: img?.clientHeight ?? 0 },
      stage: { width: box?.clientWidth ?? 0, height: box?.clientHeight ?? 0 },
    };
  }, []);

  /** Sets zoom and pan together, keeping the pan inside the zoomed image. */
  const view = useCallback(
    (nextZoom: number, nextPan: Pan = NO_PAN) => {
      const { drawn, stage: box } = sizes();
      setZoom(nextZoom);
      setPan(clampPan(nextPan, nextZoom, drawn, box));
    },
    [sizes],
  );

  const go = useCallback(
    (step: number) => {
      if (!many) return;
      const next = stepIndex(index, step, images.length);
      setIndex(next);
      setZoom(1);
      setPan(NO_PAN);
      onIndexChange?.(next);
    },
    [images.length, index, many, onIndexChange],
  );

  const show = (next: number) => {
    if (next !== index) go(next - index);
  };

  // How deep this image may be zoomed: its own pixels over what is drawn (3x to 5x).
  const measure = useCallback(() => {
    const img = picture.current;
    if (!img?.clientWidth) return;
    const natural = { width: image.width ?? img.naturalWidth, height: image.height ?? img.naturalHeight };
    setLimit(maxZoom(natural, { width: img.clientWidth, height: img.clientHeight }));
  }, [image.height, image.width]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // Keys (Escape is the overlay's).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      switch (event.key) {
        case '+':
        case '=':
          view(zoomIn(zoom, limit), pan);
          break;
        case '-':
          view(zoomOut(zoom, limit), pan);
          break;
        case '0':
          view(1);
          break;
        case 'ArrowLeft':
          go(-1);
          break;
        case 'ArrowRight':
          go(1);
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [go, limit, pan, view, zoom]);

  const { dragging, moving, handlers } = useViewerGestures({ stage, zoom, pan, limit, view, go });

  const caption = image.altText || `Image ${index + 1} of ${images.length}`;

  return (
    <Overlay
      label={`${title}: full-screen viewer`}
      onClose={onClose}
      data-testid="viewer"
      className="flex flex-col bg-[#0f1413] text-paper [&_:focus-visible]:outline-paper"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <h2 className="truncate font-display text-lg sm:text-xl" data-testid="viewer-title">
            {title}
          </h2>
          <p className="truncate text-xs text-paper/60 sm:text-sm" data-testid="viewer-caption">
            {caption}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <ViewerButton label="Zoom out" onClick={() => view(zoomOut(zoom, limit), pan)} disabled={zoom <= MIN_ZOOM}>
            <path d="M5 10h10" />
          </ViewerButton>
          <span className="w-14 text-center text-sm tabular-nums" data-testid="viewer-zoom" aria-live="polite">
            {zoomPercent(zoom)}
          </span>
          <ViewerButton label="Zoom in" onClick={() => view(zoomIn(zoom, limit), pan)} disabled={zoom >= limit}>
            <path d="M5 10h10M10 5v10" />
          </ViewerButton>
          <ViewerButton label="Reset zoom" onClick={() => view(1)} disabled={zoom === 1 && pan.x === 0 && pan.y === 0}>
            <path d="M4.5 10a5.5 5.5 0 1 0 1.6-3.9M4.5 3.5v3h3" />
          </ViewerButton>
          <span className="mx-2 h-6 w-px bg-paper/20" aria-hidden="true" />
          <ViewerButton label="Close viewer" onClick={onClose} autoFocus>
            <path d="M5 5l10 10M15 5 5 15" />
          </ViewerButton>
        </div>
      </div>

      <div
        ref={stage}
        data-testid="viewer-stage"
        {...handlers}
        className={`relative flex flex-1 touch-none items-center justify-center overflow-hidden select-none ${
          zoom > 1 ? (dragging ? 'cursor-grabbing' : 'cursor-grab') : 'cursor-zoom-in'
        }`}
      >
        <div
          className={`flex h-full w-full items-center justify-center p-2 sm:p-6 ${moving ? '' : 'transition-transform duration-200 ease-out'}`}
          style={{ transform: `translate3d(${pan.x}px, ${pan.y}px, 0) scale(${zoom})` }}
        >
          <ResponsivePicture
            key={image.id}
            ref={picture}
            image={image}
            alt={image.altText || title}
            // Ask for sharper files as the zoom deepens.
            sizes={`${Math.min(5, Math.max(1, Math.ceil(zoom))) * 100}vw`}
            draggable={false}
            onLoad={measure}
            data-testid="viewer-image"
            pictureClassName="contents"
            className="h-auto max-h-full w-auto max-w-full object-contain"
          />
        </div>

        {many && (
          <>
            <ArrowButton label="Previous image" side="left" onClick={() => go(-1)} />
            <ArrowButton label="Next image" side="right" onClick={() => go(1)} />
          </>
        )}
      </div>

      {many && (
        <div className="flex justify-center gap-2 py-4" data-testid="viewer-dots">
          {images.map((candidate, position) => (
            <button
              key={candidate.id}
              type="button"
              onClick={() => show(position)}
              aria-label={`Show image ${position + 1} of ${images.length}`}
              aria-current={position === index}
              className={`h-2.5 rounded-full transition-all ${position === index ? 'w-6 bg-paper' : 'w-2.5 bg-paper/40 hover:bg-paper/70'}`}
            />
          ))}
        </div>
      )}
    </Overlay>
  );
}

function ViewerButton({
  label,
  onClick,
  disabled,
  autoFocus,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  autoFocus?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      autoFocus={autoFocus}
      className="flex h-10 w-10 items-center justify-center rounded-full text-paper/85 transition-colors hover:bg-paper/10 hover:text-paper disabled:opacity-30 disabled:hover:bg-transparent"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        aria-hidden="true"
      >
        {children}
      </svg>
    </button>
  );
}

function ArrowButton({ label, side, onClick }: { label: string; side: 'left' | 'right'; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      onPointerDown={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
      aria-label={label}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2 sm:left-5' : 'right-2 sm:right-5'} flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/35 text-paper transition-colors hover:bg-black/60`}
    >
      <svg width="22" height="22" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <path d={side === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} />
      </svg>
    </button>
  );
}

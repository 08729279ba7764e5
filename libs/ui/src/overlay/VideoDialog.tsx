import type { ReactNode } from 'react';
import { Overlay } from './Overlay';

/**
 * Player URL of a video id (an embeddable YouTube id), autoplaying, without the wall of
 * related videos. A background film is also muted (browsers only autoplay muted video),
 * loops (which needs the id as its own one-item playlist) and has no controls.
 */
export function videoEmbedUrl(videoId: string, { background = false } = {}): string {
  const params = new URLSearchParams({ autoplay: '1', rel: '0', playsinline: '1' });
  if (background) {
    for (const [key, value] of Object.entries({ mute: '1', loop: '1', controls: '0', playlist: videoId, disablekb: '1' }))
      params.set(key, value);
  }
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params}`;
}

/**
 * A film in a modal (requirements §2): Escape, the backdrop and the close button close it, and the
 * page does not scroll while it is open. `children` is the player.
 */
export function FilmDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Overlay
      label={title}
      onClose={onClose}
      data-testid="video-overlay"
      className="flex items-center justify-center bg-ink/90 p-4 sm:p-10 [&_:focus-visible]:outline-paper"
    >
      <div className="relative w-full max-w-5xl">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close video"
          autoFocus
          className="absolute -top-12 right-0 flex h-10 w-10 items-center justify-center rounded-full text-3xl leading-none text-paper/80 transition-colors hover:text-paper"
        >
          ×
        </button>
        {children}
      </div>
    </Overlay>
  );
}

/** A YouTube film in the site's modal player. */
export function VideoDialog({ videoId, title, onClose }: { videoId: string; title: string; onClose: () => void }) {
  return (
    <FilmDialog title={title} onClose={onClose}>
      <div className="aspect-video w-full overflow-hidden bg-black shadow-2xl">
        <iframe
          src={videoEmbedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="h-full w-full border-0"
        />
      </div>
    </FilmDialog>
  );
}

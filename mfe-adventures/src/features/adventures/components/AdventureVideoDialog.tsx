import { Overlay, VideoDialog } from '@atelier/ui';
import type { AdventureVideo } from '../adventureVideo';

/**
 * An adventure's own film in a modal (SPEC §2): YouTube links in the site's player, video
 * files in the browser's. Escape, the backdrop and the close button close it.
 */
export function AdventureVideoDialog({ video, title, onClose }: { video: AdventureVideo; title: string; onClose: () => void }) {
  if (video.kind === 'youtube') return <VideoDialog videoId={video.id} title={title} onClose={onClose} />;
  return (
    <Overlay label={title} onClose={onClose} data-testid="video-overlay" className="flex items-center justify-center bg-ink/90 p-4 sm:p-10">
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
        <video src={video.src} title={title} controls autoPlay playsInline className="aspect-video w-full bg-black shadow-2xl" />
      </div>
    </Overlay>
  );
}

import { FilmDialog, VideoDialog } from '@atelier/ui';
import type { AdventureVideo } from '@atelier/contracts';

/** An adventure's own film (SPEC §2): YouTube links in the site's player, video files in the browser's. */
export function AdventureVideoDialog({ video, title, onClose }: { video: AdventureVideo; title: string; onClose: () => void }) {
  if (video.kind === 'youtube') return <VideoDialog videoId={video.id} title={title} onClose={onClose} />;
  return (
    <FilmDialog title={title} onClose={onClose}>
      <video src={video.src} title={title} controls autoPlay playsInline className="aspect-video w-full bg-black shadow-2xl" />
    </FilmDialog>
  );
}

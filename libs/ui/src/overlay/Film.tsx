import { adventureVideo, type AdventureVideo, type SiteFilm } from '@atelier/contracts';
import { FilmDialog, VideoDialog, videoEmbedUrl } from './VideoDialog';

/** What a site film plays, or null when it has none. */
export function playableFilm(film: SiteFilm | undefined): AdventureVideo | null {
  return adventureVideo(film?.videoUrl);
}

/** A film in the site's modal player: YouTube links in YouTube's, video files in the browser's. */
export function FilmPlayerDialog({ video, title, onClose }: { video: AdventureVideo; title: string; onClose: () => void }) {
  if (video.kind === 'youtube') return <VideoDialog videoId={video.id} title={title} onClose={onClose} />;
  return (
    <FilmDialog title={title} onClose={onClose}>
      <video src={video.src} title={title} controls autoPlay playsInline className="aspect-video w-full bg-black shadow-2xl" />
    </FilmDialog>
  );
}

const COVER =
  'pointer-events-none absolute top-1/2 left-1/2 h-[max(100%,56.25vw)] w-[max(100%,177.78svh)] -translate-x-1/2 -translate-y-1/2 border-0';

/**
 * A film playing muted and looped behind a band's text, over its poster (which shows until it
 * plays, and instead of it for visitors who prefer less motion).
 */
export function BackgroundFilm({ film, testId }: { film: SiteFilm; testId: string }) {
  const video = playableFilm(film);
  return (
    <>
      {film.posterUrl && (
        <img src={film.posterUrl} alt="" className="absolute inset-0 h-full w-full object-cover" data-testid={`${testId}-poster`} />
      )}
      {video?.kind === 'youtube' && (
        <iframe
          src={videoEmbedUrl(video.id, { background: true })}
          title="Background film"
          tabIndex={-1}
          allow="autoplay; encrypted-media"
          data-testid={testId}
          className={`${COVER} motion-reduce:hidden`}
        />
      )}
      {video?.kind === 'file' && (
        <video
          src={video.src}
          poster={film.posterUrl ?? undefined}
          autoPlay
          muted
          loop
          playsInline
          data-testid={testId}
          className="absolute inset-0 h-full w-full object-cover motion-reduce:hidden"
        />
      )}
    </>
  );
}

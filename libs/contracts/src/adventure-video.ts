/** How an adventure's `videoUrl` plays: in the YouTube player, or as a video file. */
export type AdventureVideo = { kind: 'youtube'; id: string } | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/**
 * Reads an adventure's `videoUrl` (requirements §3: optional). YouTube links in any usual form
 * (watch?v=, youtu.be/, embed/, shorts/) or a bare video id play in the site's YouTube player;
 * any other http(s) URL or site path is treated as a video file. Null when there is nothing
 * playable, so the card shows no play button.
 */
export function adventureVideo(videoUrl: string | null | undefined): AdventureVideo | null {
  const value = videoUrl?.trim();
  if (!value) return null;
  if (YOUTUBE_ID.test(value)) return { kind: 'youtube', id: value };

  let url: URL;
  try {
    url = new URL(value, 'https://site.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;

  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be') return youtube(url.pathname.split('/')[1]);
  if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') return youtube(url.searchParams.get('v'));
    if (first === 'embed' || first === 'shorts' || first === 'live') return youtube(second);
    return null;
  }
  // A site path ('/media/adventures/half-day.mp4') or a file elsewhere.
  return { kind: 'file', src: url.hostname === 'site.invalid' ? `${url.pathname}${url.search}` : url.toString() };
}

function youtube(id: string | null | undefined): AdventureVideo | null {
  return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : null;
}

import { adventureVideo } from './adventure-video';

describe(adventureVideo.name, () => {
  it('has nothing to play without a URL', () => {
    expect(adventureVideo(null)).toBeNull();
    expect(adventureVideo(undefined)).toBeNull();
    expect(adventureVideo('  ')).toBeNull();
  });

  it('plays YouTube links of every usual form, and bare ids, in the YouTube player', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'dQw4w9WgXcQ',
    ]) {
      expect(adventureVideo(url)).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    }
  });

  it('plays other http(s) URLs and site paths as video files', () => {
    expect(adventureVideo('https://cdn.example.com/half-day.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example.com/half-day.mp4' });
    expect(adventureVideo('/media/adventures/half-day.mp4')).toEqual({ kind: 'file', src: '/media/adventures/half-day.mp4' });
  });

  it('refuses what cannot play safely', () => {
    expect(adventureVideo('javascript:alert(1)')).toBeNull();
    expect(adventureVideo('https://www.youtube.com/channel/UC123')).toBeNull();
  });
});

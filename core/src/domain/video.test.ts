import { describe, expect, it } from 'vitest';
import { isVideoPlayerUrl, videoEmbedUrl } from './video';

describe('the intro video of a lesson', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['  ', ''],
  ])('%s → %s', (input, embed) => {
    expect(videoEmbedUrl(input)).toBe(embed);
  });

  it.each([
    'javascript:alert(1)',
    'https://example.com/video.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'not a url',
  ])('refuses %s', (input) => {
    expect(videoEmbedUrl(input)).toBeNull();
  });

  it('lets the app frame only the players it makes', () => {
    expect(isVideoPlayerUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(isVideoPlayerUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(false);
    expect(isVideoPlayerUrl('https://example.com/embed')).toBe(false);
  });
});

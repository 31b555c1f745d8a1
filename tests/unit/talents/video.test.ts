import { parseVimeo, parseYouTube, videoEmbedUrl } from '@/lib/talents/video';

const VIMEO = { id: '76979871' };
const VIMEO_HASHED = { id: '76979871', hash: '8272103f6e' };
const YOUTUBE_ID = 'M7lc1UVf-VE';

describe('parseVimeo', () => {
  it.each([
    ['an id alone', '76979871', VIMEO],
    ['an id with its hash', '76979871/8272103f6e', VIMEO_HASHED],
    ['an id with its hash, spaces around', ' 76979871/8272103f6e ', VIMEO_HASHED],
    ['a page URL', 'https://vimeo.com/76979871', VIMEO],
    ['a page URL with the hash', 'https://vimeo.com/76979871/8272103f6e', VIMEO_HASHED],
    ['a player URL with h', 'https://player.vimeo.com/video/76979871?h=8272103f6e', VIMEO_HASHED],
    ['a channel URL', 'https://vimeo.com/channels/staffpicks/76979871', VIMEO],
    ['a showcase URL', 'https://vimeo.com/showcase/11111/video/76979871', VIMEO],
  ])('reads %s (%s)', (_what, input, expected) => {
    expect(parseVimeo(input)).toEqual(expected);
  });

  it.each(['', 'abc', '123/hash with space', 'https://example.com/76979871', 'https://vimeo.com/about'])('rejects unusable input %j', (input) => {
    expect(parseVimeo(input)).toBeNull();
  });
});

describe('parseYouTube', () => {
  it.each([
    YOUTUBE_ID,
    'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=10',
    'https://youtu.be/M7lc1UVf-VE',
    'https://www.youtube.com/embed/M7lc1UVf-VE',
    'https://youtube.com/shorts/M7lc1UVf-VE',
    'https://m.youtube.com/watch?v=M7lc1UVf-VE',
  ])('reads the id from %s', (input) => {
    expect(parseYouTube(input)).toBe(YOUTUBE_ID);
  });

  it.each(['', '<script>', 'https://example.com/watch?v=M7lc1UVf-VE', 'https://www.youtube.com/'])('rejects unusable input %j', (input) => {
    expect(parseYouTube(input)).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  it.each([YOUTUBE_ID, 'https://youtu.be/M7lc1UVf-VE'])('embeds YouTube %s through the privacy-enhanced host without related videos', (file) => {
    expect(videoEmbedUrl({ provider: 'youtube', file })).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0');
  });

  it.each([
    ['76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds Vimeo %s with the hash as h when there is one', (file, url) => {
    expect(videoEmbedUrl({ provider: 'vimeo', file })).toBe(url);
  });

  it.each([
    { provider: 'vimeo' as const, file: '' },
    { provider: 'youtube' as const, file: 'not an id' },
    { provider: 'dailymotion' as 'vimeo', file: '123' },
  ])('returns null for the unusable item $provider $file', (item) => {
    expect(videoEmbedUrl(item)).toBeNull();
  });
});

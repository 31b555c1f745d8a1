import { parseVimeo, parseYouTube, videoEmbedUrl } from '@/lib/talents/video';

describe('parseVimeo', () => {
  it('reads an id alone or an id with its hash', () => {
    expect(parseVimeo('76979871')).toEqual({ id: '76979871' });
    expect(parseVimeo('76979871/8272103f6e')).toEqual({ id: '76979871', hash: '8272103f6e' });
    expect(parseVimeo(' 76979871/8272103f6e ')).toEqual({ id: '76979871', hash: '8272103f6e' });
  });

  it('reads Vimeo page and player URLs', () => {
    expect(parseVimeo('https://vimeo.com/76979871')).toEqual({ id: '76979871' });
    expect(parseVimeo('https://vimeo.com/76979871/8272103f6e')).toEqual({ id: '76979871', hash: '8272103f6e' });
    expect(parseVimeo('https://player.vimeo.com/video/76979871?h=8272103f6e')).toEqual({
      id: '76979871',
      hash: '8272103f6e',
    });
    expect(parseVimeo('https://vimeo.com/channels/staffpicks/76979871')).toEqual({ id: '76979871' });
    expect(parseVimeo('https://vimeo.com/showcase/11111/video/76979871')).toEqual({ id: '76979871' });
  });

  it('rejects unusable input', () => {
    expect(parseVimeo('')).toBeNull();
    expect(parseVimeo('abc')).toBeNull();
    expect(parseVimeo('123/hash with space')).toBeNull();
    expect(parseVimeo('https://example.com/76979871')).toBeNull();
    expect(parseVimeo('https://vimeo.com/about')).toBeNull();
  });
});

describe('parseYouTube', () => {
  it('reads ids and the usual URL shapes', () => {
    expect(parseYouTube('M7lc1UVf-VE')).toBe('M7lc1UVf-VE');
    expect(parseYouTube('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=10')).toBe('M7lc1UVf-VE');
    expect(parseYouTube('https://youtu.be/M7lc1UVf-VE')).toBe('M7lc1UVf-VE');
    expect(parseYouTube('https://www.youtube.com/embed/M7lc1UVf-VE')).toBe('M7lc1UVf-VE');
    expect(parseYouTube('https://youtube.com/shorts/M7lc1UVf-VE')).toBe('M7lc1UVf-VE');
    expect(parseYouTube('https://m.youtube.com/watch?v=M7lc1UVf-VE')).toBe('M7lc1UVf-VE');
  });

  it('rejects unusable input', () => {
    expect(parseYouTube('')).toBeNull();
    expect(parseYouTube('<script>')).toBeNull();
    expect(parseYouTube('https://example.com/watch?v=M7lc1UVf-VE')).toBeNull();
    expect(parseYouTube('https://www.youtube.com/')).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  it('embeds YouTube through the privacy-enhanced host without related videos', () => {
    expect(videoEmbedUrl({ provider: 'youtube', file: 'M7lc1UVf-VE' })).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0',
    );
    expect(videoEmbedUrl({ provider: 'youtube', file: 'https://youtu.be/M7lc1UVf-VE' })).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0',
    );
  });

  it('embeds Vimeo with the hash as h when there is one', () => {
    expect(videoEmbedUrl({ provider: 'vimeo', file: '76979871/8272103f6e' })).toBe(
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
    );
    expect(videoEmbedUrl({ provider: 'vimeo', file: '76979871' })).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl({ provider: 'vimeo', file: 'https://vimeo.com/76979871' })).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('returns null for unusable items', () => {
    expect(videoEmbedUrl({ provider: 'vimeo', file: '' })).toBeNull();
    expect(videoEmbedUrl({ provider: 'youtube', file: 'not an id' })).toBeNull();
    expect(videoEmbedUrl({ provider: 'dailymotion' as 'vimeo', file: '123' })).toBeNull();
  });
});

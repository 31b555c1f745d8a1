import { parseMediaHosts } from '@/lib/config/media-hosts';
import { isOptimizableMedia, isVideoFile, resolveMediaUrl } from '@/lib/talents/media';

const panel = 'http://127.0.0.1:4010';

describe('resolveMediaUrl', () => {
  it('resolves relative paths under the panel storage', () => {
    expect(resolveMediaUrl('talents/12/cover.jpg', panel)).toBe('http://127.0.0.1:4010/storage/talents/12/cover.jpg');
  });

  it('tolerates a leading slash and a trailing slash on the panel URL', () => {
    expect(resolveMediaUrl('/talents/12/cover.jpg', panel)).toBe('http://127.0.0.1:4010/storage/talents/12/cover.jpg');
    expect(resolveMediaUrl('talents/12/cover.jpg', `${panel}/`)).toBe(
      'http://127.0.0.1:4010/storage/talents/12/cover.jpg',
    );
  });

  it('passes absolute http and https URLs through', () => {
    expect(resolveMediaUrl('https://cdn.example.com/a.jpg', panel)).toBe('https://cdn.example.com/a.jpg');
    expect(resolveMediaUrl('http://cdn.example.com/a.jpg', panel)).toBe('http://cdn.example.com/a.jpg');
    expect(resolveMediaUrl('HTTPS://cdn.example.com/a.jpg', panel)).toBe('HTTPS://cdn.example.com/a.jpg');
  });

  it('is null without a file', () => {
    expect(resolveMediaUrl(null, panel)).toBeNull();
    expect(resolveMediaUrl(undefined, panel)).toBeNull();
    expect(resolveMediaUrl('  ', panel)).toBeNull();
  });
});

describe('isVideoFile', () => {
  it.each(['slides/1.mp4', 'slides/1.WEBM', 'slides/1.ogg', 'slides/1.Mov', 'https://x.test/a.mp4?v=2'])(
    'treats %s as a video',
    (path) => {
      expect(isVideoFile(path)).toBe(true);
    },
  );

  it.each(['slides/1.jpg', 'slides/mp4.png', 'slides/1.mp4.jpg', '', null])('treats %j as an image', (path) => {
    expect(isVideoFile(path)).toBe(false);
  });
});

describe('isOptimizableMedia', () => {
  const hosts = parseMediaHosts('https://cdn.example.com/agency/');

  it('lets the optimizer fetch the panel storage and the configured media hosts only', () => {
    expect(isOptimizableMedia('http://127.0.0.1:4010/storage/slides/1.jpg', panel, hosts)).toBe(true);
    expect(isOptimizableMedia('https://cdn.example.com/agency/slides/1.jpg', panel, hosts)).toBe(true);
    expect(isOptimizableMedia('https://cdn.example.com/other/1.jpg', panel, hosts)).toBe(false);
    expect(isOptimizableMedia('https://elsewhere.example/1.jpg', panel, [])).toBe(false);
    expect(isOptimizableMedia('http://127.0.0.1:4010/private/1.jpg', `${panel}/`, [])).toBe(false);
  });
});

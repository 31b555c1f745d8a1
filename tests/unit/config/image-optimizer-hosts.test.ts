import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchExternalImage } from 'next/dist/server/image-optimizer';

/**
 * What next.config.ts gives the image optimizer. Next's refusal of hosts that resolve to loopback or
 * private addresses is one switch for all of them (images.dangerouslyAllowLocalIP): it may be on only
 * for the local panel, and then nothing but the local panel's media folders may be listed.
 */

async function nextImages(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('@/next.config')).default.images!;
}

afterEach(() => vi.unstubAllEnvs());

describe('the image optimizer in next.config.ts', () => {
  it('reaches loopback for the local panel and its second media origin, nothing else', async () => {
    const images = await nextImages({ PANEL_URL: 'http://127.0.0.1:4010', MEDIA_HOSTS: 'http://localhost:4010/storage/' });
    expect(images.dangerouslyAllowLocalIP).toBe(true);
    expect(images.remotePatterns).toEqual([
      { protocol: 'http', hostname: '127.0.0.1', port: '4010', pathname: '/storage/**' },
      { protocol: 'http', hostname: 'localhost', port: '4010', pathname: '/storage/**' },
    ]);
  });

  it.each([
    'https://cdn.agency.example/media/',
    'https://*.agency.example/',
    'http://10.0.0.5/storage/',
    'http://192.168.1.20:8080/storage/',
  ])('stops the build and the start on %s beside a local panel: it would be fetched without the private-address check', async (entry) => {
    await expect(nextImages({ PANEL_URL: 'http://127.0.0.1:4010', MEDIA_HOSTS: `http://localhost:4010/storage/, ${entry}` })).rejects.toThrow(
      /MEDIA_HOSTS: ".*" is not on this machine, but PANEL_URL is .*images\.dangerouslyAllowLocalIP/,
    );
  });

  it('keeps the check for every host when the panel is on the network, and refuses a media folder on loopback there', async () => {
    const images = await nextImages({ PANEL_URL: 'https://panel.agency.example', MEDIA_HOSTS: 'https://cdn.agency.example/media/' });
    expect(images.dangerouslyAllowLocalIP).toBe(false);
    expect(images.remotePatterns).toEqual([
      { protocol: 'https', hostname: 'panel.agency.example', port: '', pathname: '/storage/**' },
      { protocol: 'https', hostname: 'cdn.agency.example', port: '', pathname: '/media/**' },
    ]);
    await expect(nextImages({ PANEL_URL: 'https://panel.agency.example', MEDIA_HOSTS: 'http://localhost:4010/storage/' })).rejects.toThrow(
      /MEDIA_HOSTS: "http:\/\/localhost:4010\/storage\/" is on this machine, but PANEL_URL \(https:\/\/panel\.agency\.example\) is not/,
    );
  });

  it('with the switch off, Next refuses a media host that resolves to this machine or a private network before connecting', async () => {
    for (const href of ['http://localhost:9/storage/a.jpg', 'http://127.0.0.1:9/storage/a.jpg', 'http://10.0.0.5:9/storage/a.jpg']) {
      await expect(fetchExternalImage(href, false, 1_000_000, 0), href).rejects.toMatchObject({ statusCode: 400, message: '"url" parameter is not allowed' });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { hostTitle, resolveSiteIdentity, type IdentitySources } from '@/lib/site';

const base: IdentitySources = {
  customizations: {},
  images: {},
  buildTitle: null,
  siteUrl: 'https://www.agency.example',
};

describe('resolveSiteIdentity', () => {
  it('takes title, logo and credit from the panel', () => {
    expect(
      resolveSiteIdentity({
        ...base,
        customizations: { site_title: '  Casa  Modelo ', site_provider_name: 'Studio Sul', site_provider_url: 'https://studio-sul.example/' },
        images: { logo: 'https://cdn.agency.example/brand/logo.svg', about: 'https://cdn.agency.example/about.jpg' },
        buildTitle: 'From the build',
        providerName: 'From env',
      }),
    ).toEqual({
      title: 'Casa Modelo',
      logo: 'https://cdn.agency.example/brand/logo.svg',
      provider: { name: 'Studio Sul', url: 'https://studio-sul.example/' },
    });
  });

  it('falls back to NEXT_PUBLIC_SITE_TITLE, then to the host name, never to a made-up name', () => {
    expect(resolveSiteIdentity({ ...base, buildTitle: 'Casa Modelo' }).title).toBe('Casa Modelo');
    expect(resolveSiteIdentity({ ...base, customizations: { site_title: '  ' }, buildTitle: null }).title).toBe('agency.example');
    expect(resolveSiteIdentity({ ...base, customizations: null, images: null }).title).toBe('agency.example');
  });

  it('leaves the credit out when neither the panel nor the environment names a provider', () => {
    expect(resolveSiteIdentity(base).provider).toBeNull();
    expect(resolveSiteIdentity({ ...base, customizations: { site_provider_url: 'https://studio.example' }, providerUrl: 'https://x.example' }).provider).toBeNull();
  });

  it('uses SITE_PROVIDER_NAME and SITE_PROVIDER_URL when the panel has no credit', () => {
    expect(resolveSiteIdentity({ ...base, providerName: 'Studio Env', providerUrl: 'https://studio-env.example' }).provider).toEqual({
      name: 'Studio Env',
      url: 'https://studio-env.example/',
    });
    expect(resolveSiteIdentity({ ...base, providerName: 'Studio Env' }).provider).toEqual({ name: 'Studio Env', url: null });
  });

  it('keeps the panel credit without a link when its address is not http(s)', () => {
    expect(
      resolveSiteIdentity({ ...base, customizations: { site_provider_name: 'Studio Sul', site_provider_url: 'javascript:alert(1)' } }).provider,
    ).toEqual({ name: 'Studio Sul', url: null });
  });

  it('shows no logo without a logo image, or with one that is not an http(s) address', () => {
    expect(resolveSiteIdentity(base).logo).toBeNull();
    expect(resolveSiteIdentity({ ...base, images: { logo: 'data:image/svg+xml,<svg/>' } }).logo).toBeNull();
  });
});

describe('hostTitle', () => {
  it('is the public host name without www', () => {
    expect(hostTitle('https://www.agency.example')).toBe('agency.example');
    expect(hostTitle('http://localhost:3000')).toBe('localhost');
  });
});

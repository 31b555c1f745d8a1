import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasBrowserSignals, reportViewOnce, VIEW_WINDOW_MS, viewerOf } from '@/lib/packages/views';
import { resetMarks } from '@/lib/shared-state/marks';

const sendPackageView = vi.fn(async () => true);
vi.mock('@/lib/api/packages', () => ({ sendPackageView: (...args: unknown[]) => sendPackageView(...(args as [])) }));

const TOKEN = 'Lk3mN8pQ2rS7tU1vW6xY4zA9bC0dE5fG';
const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36';
const navigation = { 'user-agent': CHROME, 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

beforeEach(() => {
  sendPackageView.mockClear();
  resetMarks();
});

describe('who counts as a person opening a package', () => {
  it('a browser opening the link in a tab, or its page reporting from the same site', () => {
    expect(hasBrowserSignals(new Headers(navigation), 'navigation')).toBe(true);
    expect(hasBrowserSignals(new Headers({ 'user-agent': CHROME, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'empty' }), 'beacon')).toBe(true);
  });

  it('not a link preview, a crawler, a script, a prefetch or a beacon from another site', () => {
    const cases: Array<[Record<string, string>, 'navigation' | 'beacon']> = [
      [{ 'user-agent': 'WhatsApp/2.23.20.0 A' }, 'navigation'],
      [{ ...navigation, 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' }, 'navigation'],
      [{ 'user-agent': 'facebookexternalhit/1.1' }, 'navigation'],
      [{ 'user-agent': 'curl/8.5.0' }, 'navigation'],
      [{ 'user-agent': CHROME }, 'navigation'],
      [{}, 'navigation'],
      [{ ...navigation, 'sec-purpose': 'prefetch' }, 'navigation'],
      [{ ...navigation, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }, 'navigation'],
      [{ 'user-agent': CHROME, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' }, 'beacon'],
      [{ 'user-agent': CHROME }, 'beacon'],
    ];
    for (const [headers, kind] of cases) expect(hasBrowserSignals(new Headers(headers), kind), JSON.stringify(headers)).toBe(false);
  });
});

describe('a view reported to the panel', () => {
  it('once per client, package and talent in half an hour', async () => {
    const ana = viewerOf('203.0.113.7', new Headers(navigation));
    const other = viewerOf('198.51.100.2', new Headers(navigation));
    for (let reload = 0; reload < 40; reload += 1) await reportViewOnce(TOKEN, null, null, ana);
    await reportViewOnce(TOKEN, null, 12, ana);
    await reportViewOnce(TOKEN, null, 12, ana);
    await reportViewOnce(TOKEN, null, null, other);
    expect(sendPackageView.mock.calls).toEqual([[TOKEN, null, null], [TOKEN, null, 12], [TOKEN, null, null]]);
    expect(VIEW_WINDOW_MS).toBe(30 * 60_000);
  });

  it('names no one: the viewer is a digest of address and browser', () => {
    const viewer = viewerOf('203.0.113.7', new Headers(navigation));
    expect(viewer).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(viewer).not.toContain('203');
    expect(viewerOf('203.0.113.7', new Headers({ ...navigation, 'user-agent': 'Firefox' }))).not.toBe(viewer);
  });
});

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRateLimits } from '@/lib/forms/server/guard';

/** The comp-card route asks the backend only for talents on the cached roster, as the zip does. */
const roster = vi.fn<(locale: string) => Promise<Array<{ id: number; name: string }>>>();
const profile = vi.fn<(id: number, locale: string) => Promise<unknown>>();
const render = vi.fn<(profiles: unknown[]) => Promise<Buffer>>();
vi.mock('@/lib/api/talents', () => ({ getTalents: (locale: string) => roster(locale), getTalentProfile: (id: number, locale: string) => profile(id, locale) }));
vi.mock('@/lib/talents/compcard/render', () => ({ renderCompCards: (profiles: unknown[]) => render(profiles) }));
vi.mock('@/lib/api/identity', () => ({ getSiteTitle: async () => 'Agency' }));
vi.mock('@/lib/api/texts', () => ({ getWebsiteTexts: async () => [] }));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

type Handler = (request: Request, context: { params: Promise<{ lang: string }> }) => Promise<Response>;
let GET: Handler;
beforeAll(async () => {
  ({ GET } = (await import('@/app/api/comp-card/[lang]/route')) as unknown as { GET: Handler });
});
beforeEach(() => {
  resetRateLimits();
  roster.mockReset().mockResolvedValue([
    { id: 12, name: 'Ana Souza' },
    { id: 40, name: 'Bia Lima' },
  ]);
  profile.mockReset().mockImplementation(async (id) => ({ id, name: `Talent ${id}`, gender: 'woman', cover: null, book: [] }));
  render.mockReset().mockResolvedValue(Buffer.from('%PDF-1.7'));
});

let visitor = 0;
const get = (ids: string) => GET(new Request(`http://localhost/api/comp-card/pt?ids=${ids}`, { headers: { 'x-forwarded-for': `203.0.113.${(visitor += 1)}` } }), { params: Promise.resolve({ lang: 'pt' }) });

describe('GET /api/comp-card/{lang}', () => {
  it('asks the backend only for ids on the cached roster, leaving the others out', async () => {
    const response = await get('99991,12,99992,40');
    expect(response.status).toBe(200);
    expect(profile.mock.calls.map(([id]) => id).sort()).toEqual([12, 40]);
    expect(render).toHaveBeenCalledTimes(1);
    expect((render.mock.calls[0]![0] as Array<{ id: number }>).map((card) => card.id)).toEqual([12, 40]);
  });

  it('answers 50 made-up ids with a 404 and not one backend call for a profile', async () => {
    const ids = Array.from({ length: 50 }, (_, index) => 900_001 + index).join(',');
    const response = await get(ids);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { ids: 'unknown' } });
    expect(profile).not.toHaveBeenCalled();
    expect(roster).toHaveBeenCalledWith('pt');
  });

  it('answers 502 without asking for any profile when the roster cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    roster.mockRejectedValue(new Error('panel down'));
    const response = await get('12,40');
    expect(response.status).toBe(502);
    expect(profile).not.toHaveBeenCalled();
  });
});

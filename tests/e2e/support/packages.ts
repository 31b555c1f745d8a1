import { PANEL_URL, STAFF_HEADERS } from './env';

/** The local panel's package switches (`/__admin/packages`, loopback only) and its panel-token API, for the package specs. */
export type Seeded = { demo: string; pin: string; expired: string; revoked: string; large: string };
export type Activity = {
  views: Array<{ talent_id: number | null; at: string }>;
  picks: Array<{ id: number; talent_ids: number[]; name: string; email: string; note: string; repeats: number; idempotency_key: string | null }>;
  holds: Array<{ id: number; talent_id: number; from: string; to: string; name: string; email: string; note: string; repeats: number; idempotency_key: string | null }>;
};
export type PanelPackage = {
  token: string;
  title: string;
  talents: Array<{ id: number; name: string; note: string | null; cover: string | null; photos: Array<{ file: string }>; video: unknown[]; availability: { status: string; dates: string | null } | null }>;
};

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const admin = path.startsWith('/__admin') ? { ...STAFF_HEADERS, 'content-type': 'application/json' } : {};
  const response = await fetch(`${PANEL_URL}${path}`, { ...init, headers: { ...admin, ...(init.headers as Record<string, string> | undefined) } });
  if (!response.ok) throw new Error(`panel ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export const packages = {
  seeded: async (): Promise<Seeded> => (await json<{ seeded: Seeded }>('/__admin/packages')).seeded,
  /** A fresh package of its own for one test (no other test's views, picks or PIN tries). */
  create: async (body: Record<string, unknown>): Promise<string> =>
    (await json<{ token: string }>('/__admin/packages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).token,
  revoke: (token: string) => json(`/__admin/packages/${token}/revoke`, { method: 'POST', body: '{}' }),
  activity: (token: string) => json<Activity>(`/__admin/packages/${token}`),
  async activityWhen(token: string, ready: (activity: Activity) => boolean, timeoutMs = 20_000): Promise<Activity> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const activity = await packages.activity(token);
      if (ready(activity)) return activity;
      if (Date.now() > deadline) throw new Error(`package ${token} did not reach the expected activity within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  },
  /** The package as the panel answers it to the site (the panel token, the PIN when given). */
  async read(token: string, pin?: string): Promise<PanelPackage> {
    const login = await json<{ token: string }>('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ salt: 'local-salt', api_token: 'local-panel-token' }),
    });
    const headers: Record<string, string> = { authorization: `Bearer ${login.token}` };
    if (pin) headers['x-package-pin'] = pin;
    return (await json<{ data: PanelPackage }>(`/api/packages/${token}`, { headers })).data;
  },
};

/** A package of three talents with notes, chosen photos and the booker's word on two of them, in `locale`. */
export function threeTalents(locale: 'pt' | 'en' | 'es', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: locale === 'pt' ? 'Seleção de teste' : 'Test selection',
    message: locale === 'pt' ? 'Olá, veja estes perfis.' : 'Hello, here are the profiles.',
    locale,
    expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    talents: [
      { id: 12, note: 'Nota para Ana', photos: [1, 3], availability: { status: 'available', dates: '10–12 dez' } },
      { id: 3, note: null, photos: [0] },
      { id: 9, note: 'Disponível em janeiro', photos: [0, 2], availability: { status: 'on_hold', dates: null } },
    ],
    ...extra,
  };
}

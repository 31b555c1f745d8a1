import { PANEL_URL, STAFF_HEADERS } from './env';

export const BROKEN_LISTS = ['talents', 'posts', 'slides', 'staff'] as const;
export type BrokenList = (typeof BROKEN_LISTS)[number];
/** The id of the broken item (where it has one): see local-panel/state.ts. */
export const BROKEN_ITEM_ID = 990_001;

async function admin(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const response = await fetch(`${PANEL_URL}/__admin${path}`, {
    method: json === undefined ? (rest.method ?? 'POST') : 'POST',
    headers: json === undefined ? STAFF_HEADERS : { ...STAFF_HEADERS, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
    ...rest,
  });
  if (!response.ok) throw new Error(`panel admin ${path} answered ${response.status}`);
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
}

export type InboxApplication = {
  id: number;
  fields: Record<string, string>;
  files: Array<{ slot: string; filename: string; mime: string; size: number; sha256: string }>;
  created_at: string;
};
export type InboxContact = { id: number; fields?: Record<string, string>; created_at: string } & Record<string, unknown>;

/** The local panel's admin switches and inbox, with the staff password (see local-panel/README.md). */
export const panel = {
  url: PANEL_URL,
  /** `Authorization: Bearer <staff password>`, for a spec's own fetch of an inbox file. */
  staffHeaders: STAFF_HEADERS,
  fault: (route: string, options: { status?: number; delayMs?: number; times?: number } = {}) =>
    admin('/faults', { json: { route, ...options } }),
  clearFaults: () => admin('/faults', { method: 'DELETE' }),
  down: (on: boolean) => admin('/down', { json: { on } }),
  rejectEntries: (on: boolean) => admin('/entries/reject', { json: { on } }),
  expireTokens: () => admin('/tokens/expire', { json: {} }),
  stats: () => admin('/stats', { method: 'GET' }) as Promise<{ total: number; byRoute: Record<string, number> }>,
  resetStats: () => admin('/stats/reset', { json: {} }),
  setContent: (change: Record<string, unknown>) => admin('/content', { json: change }),
  resetEntries: () => admin('/reset-entries', { json: {} }),
  /** Every talent with what the roster filters on: height (`"178/5.10"`), hair and eyes in Portuguese, boards, in town or away (absent: not known). */
  talents: () =>
    admin('/talents', { method: 'GET' }) as Promise<{
      talents: Array<{ id: number; name: string; gender: string; categories: string[]; height?: string; hair?: string; eyes?: string; inTown?: boolean }>;
    }>,
  /** Adds a talent (photos copied from the first one); remove it again with removeTalent. */
  async addTalent(name: string, gender: 'woman' | 'man' = 'woman'): Promise<number> {
    const answer = (await admin('/content', { json: { kind: 'talent-add', name, gender } })) as { updated: { id: number } };
    return answer.updated.id;
  },
  removeTalent: (id: number) => admin('/content', { json: { kind: 'talent-remove', id } }),
  /** While on, `list` answers one extra item first that fails the CONTRACT's schema. */
  broken: (list: BrokenList, on: boolean) => admin('/broken', { json: { list, on } }),
  async inbox(): Promise<{ contacts: InboxContact[]; applications: InboxApplication[] }> {
    const response = await fetch(`${PANEL_URL}/inbox.json`, { headers: STAFF_HEADERS });
    return response.json();
  },
  /**
   * The inbox once `ready` holds for it: the site answers a send once it is kept (202) and its worker
   * delivers it a moment later, so a spec waits for the entry instead of reading the inbox at once.
   */
  async inboxWhen(
    ready: (inbox: { contacts: InboxContact[]; applications: InboxApplication[] }) => boolean,
    timeoutMs = 20_000,
  ): Promise<{ contacts: InboxContact[]; applications: InboxApplication[] }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const inbox = await panel.inbox();
      if (ready(inbox)) return inbox;
      if (Date.now() > deadline) throw new Error(`the inbox did not reach the expected state within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  },
  /** The application sent with this e-mail, once it has arrived. */
  async application(email: string, timeoutMs = 20_000): Promise<InboxApplication> {
    const inbox = await panel.inboxWhen((current) => current.applications.some((application) => application.fields.email === email), timeoutMs);
    return inbox.applications.find((application) => application.fields.email === email)!;
  },
  /** The message whose `field` is `value`, once it has arrived. */
  async contact(field: string, value: string, timeoutMs = 20_000): Promise<InboxContact> {
    const matches = (contact: InboxContact) => (contact.fields?.[field] ?? contact[field]) === value;
    const inbox = await panel.inboxWhen((current) => current.contacts.some(matches), timeoutMs);
    return inbox.contacts.find(matches)!;
  },
  /**
   * Waits until the site has stopped calling the panel (no new call for `quietMs`): a page served
   * stale refreshes its data in the background, and that call may land a moment after the answer.
   */
  async settled(quietMs = 1500, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    let last = (await panel.stats()).total;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, quietMs));
      const now = (await panel.stats()).total;
      if (now === last) return;
      last = now;
    }
    throw new Error(`the site kept calling the panel for ${timeoutMs} ms`);
  },
  /** Puts the panel back in its normal state; call in afterEach of specs that break it. */
  async restore() {
    await admin('/down', { json: { on: false } });
    await admin('/faults', { method: 'DELETE' });
    await admin('/entries/reject', { json: { on: false } });
    for (const list of BROKEN_LISTS) await admin('/broken', { json: { list, on: false } });
  },
};

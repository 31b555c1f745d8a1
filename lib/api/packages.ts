import 'server-only';
import { env } from '@/lib/config/env';
import { packageResponseSchema, type RawPackage } from '@/lib/packages/schema';
import { isAvailabilityStatus, type Availability, type ClientPackage, type PackageRead, type PackageTalent } from '@/lib/packages/types';
import { resolveMediaUrl } from '@/lib/talents/media';
import type { VideoItem } from '@/lib/talents/video';
import { authorizedFetch, requestRaw } from './client';
import { isApiError } from './errors';
import { describeCall, errorFromResponse, parseResponse } from './transport';

// A client waits on the read; a view report or a pick waits on nobody but must not hang a worker.
const READ_TIMEOUT_MS = 4_000;
const VIEW_TIMEOUT_MS = 3_000;

function path(token: string, rest = ''): string {
  return `/api/packages/${encodeURIComponent(token)}${rest}`;
}

function pinHeader(pin: string | null): Record<string, string> {
  return pin ? { 'X-Package-Pin': pin } : {};
}

function toVideos(items: RawPackage['talents'][number]['video']): VideoItem[] {
  return items.flatMap(({ provider, file }) => {
    const name = provider.trim().toLowerCase();
    return (name === 'youtube' || name === 'vimeo') && file.trim() !== '' ? [{ provider: name, file: file.trim() } as VideoItem] : [];
  });
}

function toAvailability(raw: RawPackage['talents'][number]['availability']): Availability | null {
  const status = raw?.status.trim().toLowerCase();
  if (!raw || !isAvailabilityStatus(status)) return null;
  const dates = raw.dates?.trim().slice(0, 120);
  return { status, dates: dates ? dates : null };
}

function toTalent(talent: RawPackage['talents'][number]): PackageTalent {
  const m = talent.measurements as Partial<PackageTalent['measurements']>;
  return {
    id: talent.id,
    name: talent.name,
    gender: talent.gender === 'woman' || talent.gender === 'man' ? talent.gender : null,
    cover: resolveMediaUrl(talent.cover, env.PANEL_URL),
    note: talent.note,
    measurements: {
      height: m.height ?? null, bust: m.bust ?? null, waist: m.waist ?? null, hips: m.hips ?? null, chest: m.chest ?? null,
      jeans: m.jeans ?? null, shoes: m.shoes ?? null, shirt: m.shirt ?? null, suit: m.suit ?? null, hair: m.hair ?? null, eyes: m.eyes ?? null,
    },
    photos: talent.photos.flatMap((photo) => {
      const file = resolveMediaUrl(photo.file, env.PANEL_URL);
      return file ? [{ file, width: photo.width ?? 0, height: photo.height ?? 0 }] : [];
    }),
    video: toVideos(talent.video),
    availability: toAvailability(talent.availability),
  };
}

function toPackage(raw: RawPackage): ClientPackage {
  return {
    token: raw.token,
    title: raw.title,
    message: raw.message ?? '',
    locale: raw.locale === 'en' || raw.locale === 'es' ? raw.locale : 'pt',
    createdAt: raw.created_at,
    expiresAt: raw.expires_at,
    booker: { name: raw.booker.name ?? '', email: raw.booker.email, phone: raw.booker.phone },
    talents: raw.talents.map(toTalent),
  };
}

async function messageOf(response: Response): Promise<{ message?: unknown; expires_at?: unknown }> {
  return ((await response.json().catch(() => ({}))) ?? {}) as { message?: unknown; expires_at?: unknown };
}

/** `GET /api/packages/{token}` with the PIN when there is one: what the contract's answers mean for the page. */
export async function fetchPackage(token: string, pin: string | null): Promise<PackageRead> {
  const init = { headers: pinHeader(pin), timeoutMs: READ_TIMEOUT_MS };
  let response: Response;
  try {
    response = await authorizedFetch('panel', path(token), init);
  } catch (error) {
    if (isApiError(error)) return { kind: 'unavailable' };
    throw error;
  }
  if (response.ok) {
    const raw = await parseResponse(response, packageResponseSchema, describeCall('panel', path(token), init)).catch(() => null);
    return raw ? { kind: 'ok', pkg: toPackage(raw.data) } : { kind: 'unavailable' };
  }
  if (response.status === 404) {
    await response.body?.cancel().catch(() => undefined);
    return { kind: 'missing' };
  }
  const body = await messageOf(response);
  if (response.status === 410) return { kind: 'expired', expiresAt: typeof body.expires_at === 'string' ? body.expires_at : null };
  if (response.status === 403) return { kind: body.message === 'pin_required' ? 'pin_required' : 'pin_invalid' };
  return { kind: 'unavailable' };
}

/** `POST …/views`: one attempt, never retried; false when it did not go through. */
export async function sendPackageView(token: string, pin: string | null, talentId: number | null): Promise<boolean> {
  try {
    const response = await requestRaw('panel', path(token, '/views'), {
      method: 'POST',
      json: { talent_id: talentId, at: new Date().toISOString() },
      headers: pinHeader(pin),
      timeoutMs: VIEW_TIMEOUT_MS,
    });
    await response.body?.cancel().catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

export type PicksBody = { talent_ids: number[]; name: string; email: string; note: string };
export type HoldBody = { talent_id: number; from: string; to: string; name: string; email: string; note: string };

/** A client's send to the panel with the delivery headers; a non-2xx is thrown as its ApiError (422 with the panel's fields). */
async function postClientSend(token: string, rest: '/picks' | '/holds', body: PicksBody | HoldBody, headers: Record<string, string>, timeoutMs: number): Promise<number> {
  const response = await authorizedFetch('panel', path(token, rest), { method: 'POST', json: body, headers, timeoutMs });
  if (!response.ok) throw await errorFromResponse(response, describeCall('panel', path(token, rest), { method: 'POST', timeoutMs }));
  await response.body?.cancel().catch(() => undefined);
  return response.status;
}

/** `POST …/picks`: the client's answer (the panel asks no PIN for it). */
export function sendPackagePicks(token: string, body: PicksBody, headers: Record<string, string>, timeoutMs: number): Promise<number> {
  return postClientSend(token, '/picks', body, headers, timeoutMs);
}

/** `POST …/holds`: a hold request, with the package's PIN when it has one (the panel answers 403 without). */
export function sendPackageHold(token: string, pin: string | null, body: HoldBody, headers: Record<string, string>, timeoutMs: number): Promise<number> {
  return postClientSend(token, '/holds', body, { ...headers, ...pinHeader(pin) }, timeoutMs);
}

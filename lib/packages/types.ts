// Package types as the pages and client islands see them (no server-only import: islands `import type` them).
import type { Gender, Measurements } from '@/lib/api/types';
import type { GalleryItem } from '@/lib/talents/photos';
import type { VideoItem } from '@/lib/talents/video';

export type PackageMeasurements = Measurements;

/** The booker's word on a talent for the job's dates (docs/contract.md, "Packages"). */
export const AVAILABILITY_STATUSES = ['available', 'first_option', 'on_hold', 'unavailable'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
/** `dates`: the booker's free text ("2–4 dez"), or null. */
export type Availability = { status: AvailabilityStatus; dates: string | null };

export function isAvailabilityStatus(value: unknown): value is AvailabilityStatus {
  return typeof value === 'string' && (AVAILABILITY_STATUSES as readonly string[]).includes(value);
}

export type PackageTalent = {
  id: number;
  name: string;
  gender: Gender | null;
  /** Absolute URL. */
  cover: string | null;
  /** The booker's note for this client, or null. */
  note: string | null;
  measurements: PackageMeasurements;
  /** Only the photos the booker chose, in order; absolute URLs. */
  photos: GalleryItem[];
  video: VideoItem[];
  /** Null when the booker said nothing (or something the site does not know). */
  availability: Availability | null;
};

export type ClientPackage = {
  token: string;
  title: string;
  message: string;
  locale: 'pt' | 'en' | 'es';
  createdAt: string | null;
  /** ISO 8601, or null when the link never expires. */
  expiresAt: string | null;
  booker: { name: string; email: string | null; phone: string | null };
  talents: PackageTalent[];
};

/** What reading a package came to (docs/contract.md, "Packages"). */
export type PackageRead =
  | { kind: 'ok'; pkg: ClientPackage }
  | { kind: 'pin_required' }
  | { kind: 'pin_invalid' }
  | { kind: 'missing' }
  | { kind: 'expired'; expiresAt: string | null }
  /** The panel could not be asked (down, slow, a 5xx): nothing is known. */
  | { kind: 'unavailable' };

/** A token as the contract allows it: 8–64 of `A-Za-z0-9_-`. */
export const PACKAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function isPackageToken(value: unknown): value is string {
  return typeof value === 'string' && PACKAGE_TOKEN_PATTERN.test(value);
}

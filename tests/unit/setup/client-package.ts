import type { ClientPackage } from '@/lib/packages/types';

/** The token the package tests read. */
export const PACKAGE_TOKEN = 'Q7m2PzR4kT9wL1vB6nY3cD8xA5sF0gHj';

/** A package as the site reads it: talents 12 and 40, no photos, no availability, expiring at `expiresAt`. */
export function clientPackage(expiresAt: string | null = null): ClientPackage {
  const measurements = { height: '178/5.10', bust: null, waist: null, hips: null, chest: null, jeans: null, shoes: null, shirt: null, suit: null, hair: null, eyes: null };
  return {
    token: PACKAGE_TOKEN,
    title: 'Summer',
    message: '',
    locale: 'pt',
    createdAt: null,
    expiresAt,
    booker: { name: 'Marina', email: null, phone: null },
    talents: [12, 40].map((id) => ({ id, name: `T${id}`, gender: 'woman' as const, cover: null, note: null, measurements, photos: [], video: [], availability: null })),
  };
}

import { signFormToken } from '@/lib/forms/server/token-sign';

/** A form token as the site signs it (FORM_TOKEN_SECRET from setup.ts), issued `ageMs` ago. */
export function formTokenAged(ageMs = 60_000): string {
  return signFormToken(process.env.FORM_TOKEN_SECRET!, Date.now() - ageMs);
}

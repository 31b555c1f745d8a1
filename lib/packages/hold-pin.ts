import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedKey } from '@/lib/forms/server/token';

/**
 * The panel asks a package's PIN with a hold request too (docs/contract.md, "Packages"), and the
 * request may wait in the outbox for the panel. The PIN waits with it only sealed: AES-256-GCM under a
 * key derived from the form-token key (every instance that takes this site's forms opens it), bound to
 * the send's id and the package's token, and gone with the entry. `npm run outbox` never shows it.
 */
const KEY_LABEL = 'package-hold-pin';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function context(id: string, token: string): Buffer {
  return Buffer.from(`${id}\u0000${token}`, 'utf8');
}

export function sealHoldPin(id: string, token: string, pin: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(KEY_LABEL), iv);
  cipher.setAAD(context(id, token));
  const sealed = Buffer.concat([cipher.update(pin, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The PIN, or null when the seal is not this site's, not this send's, or damaged. */
export function openHoldPin(id: string, token: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(KEY_LABEL), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(context(id, token));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseConfig, parseOutboxKeys, type OutboxKey } from '@/lib/config';
import { readOrMakeKeyFile } from '@/lib/shared-state/key-file';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/**
 * A waiting send at rest (the spool's files, the Redis jobs, the held sends) is sealed with AES-256-GCM:
 *
 *   "AOX1" | key name length (1 byte) | key name | nonce (12 bytes) | ciphertext | tag (16 bytes)
 *
 * The first four bytes, the name and the nonce are the cipher's additional data, so none of them can be
 * changed without the tag failing. A plain entry of before (a 4-byte header length, then its JSON) never
 * starts with "AOX1": that would be a header of over a gigabyte.
 */

const MAGIC = Buffer.from('AOX1', 'latin1');
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The keys that seal (the first) and open (any, by name). */
export type Keyring = { seal: OutboxKey; open: ReadonlyMap<string, Buffer> };

export class UnsealError extends Error {
  override readonly name = 'UnsealError';
}

export function isSealed(bytes: Uint8Array): boolean {
  return bytes.byteLength >= MAGIC.byteLength && Buffer.from(bytes.buffer, bytes.byteOffset, MAGIC.byteLength).equals(MAGIC);
}

/** The sealed entry as pieces to write one after the other: the plain pieces are read once, never joined. */
export function sealParts(plain: readonly Uint8Array[], keys: Keyring): Uint8Array[] {
  const name = Buffer.from(keys.seal.id, 'latin1');
  const head = Buffer.concat([MAGIC, Buffer.from([name.byteLength]), name, randomBytes(NONCE_BYTES)]);
  const cipher = createCipheriv('aes-256-gcm', keys.seal.key, head.subarray(head.byteLength - NONCE_BYTES));
  cipher.setAAD(head);
  const sealed: Uint8Array[] = [head];
  for (const part of plain) sealed.push(cipher.update(part));
  sealed.push(cipher.final(), cipher.getAuthTag());
  return sealed;
}

/** The plain bytes of a sealed entry; UnsealError when its key is not among `keys` or a byte was changed. */
export function openSealed(bytes: Uint8Array, keys: Keyring): Buffer {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nameLength = buffer[MAGIC.byteLength];
  const headLength = MAGIC.byteLength + 1 + (nameLength ?? 0) + NONCE_BYTES;
  if (nameLength === undefined || buffer.byteLength < headLength + TAG_BYTES) throw new UnsealError('shorter than its seal');
  const name = buffer.subarray(MAGIC.byteLength + 1, MAGIC.byteLength + 1 + nameLength).toString('latin1');
  const key = keys.open.get(name);
  if (!key) throw new UnsealError('sealed with a key this site does not hold');
  const head = buffer.subarray(0, headLength);
  const decipher = createDecipheriv('aes-256-gcm', key, head.subarray(headLength - NONCE_BYTES));
  decipher.setAAD(head);
  decipher.setAuthTag(buffer.subarray(buffer.byteLength - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(buffer.subarray(headLength, buffer.byteLength - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new UnsealError('its seal does not match (changed, or another key of the same name)');
  }
}

export function keyringOf(keys: readonly OutboxKey[]): Keyring {
  const [seal] = keys;
  if (!seal) throw new Error('an outbox keyring needs a key');
  return { seal, open: new Map(keys.map(({ id, key }) => [id, key])) };
}

/**
 * Without OUTBOX_KEYS (one instance): a random key made once, owner-only, in a folder of its own that no
 * build empties, so what waits still opens after a redeploy. Two processes racing both end with the
 * first one's key (link() refuses to replace a file).
 */
function keyFromFile(file: string): OutboxKey[] {
  return readOrMakeKeyFile(
    file,
    () => `local-${randomBytes(4).toString('hex')}:${randomBytes(32).toString('base64')}`,
    (text) => {
      const keys = parseOutboxKeys(text);
      if (typeof keys === 'string') throw new Error(`${file}: ${keys}`);
      return keys;
    },
  );
}

/** This process's outbox keys: OUTBOX_KEYS, else the key file's. */
export function outboxKeyring(): Keyring {
  return processGlobal('agency.outbox.keyring', () => {
    const config = parseConfig();
    return keyringOf(config.OUTBOX_KEYS ?? keyFromFile(path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.OUTBOX_KEY_FILE)));
  });
}

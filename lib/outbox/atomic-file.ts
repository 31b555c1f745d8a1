import { randomBytes } from 'node:crypto';
import { open, rename, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `data` so that the file is either absent, or whole: into a temporary file beside it, flushed
 * to the disk (fsync), renamed over the target, then the folder flushed so the rename itself survives
 * a power cut (unless the caller does that once for several files). Only then does the caller answer.
 */
export async function writeFileAtomic(
  target: string,
  data: Uint8Array | string | readonly Uint8Array[],
  { syncFolder: flushFolder = true } = {},
): Promise<void> {
  const temporary = `${target}.tmp-${randomBytes(6).toString('hex')}`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    if (typeof data === 'string' || data instanceof Uint8Array) await handle.writeFile(data);
    // Pieces one after the other, each to its end (a write may take fewer bytes than it was given).
    else for (const part of data) for (let done = 0; done < part.byteLength; ) done += (await handle.write(part, done)).bytesWritten;
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, target);
  // A caller writing several files flushes the folder once after the last (lib/outbox/spool.ts).
  if (flushFolder) await syncFolder(path.dirname(target));
}

export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a folder; the rename is then as durable as they make it.
  } finally {
    await handle.close();
  }
}

export function fileExists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Temporary files a crash left behind are this much older than any write under way. */
export const TEMPORARY_PATTERN = /\.tmp-[0-9a-f]{12}$/;

import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { readOrMakeKeyFile } from '@/lib/shared-state/key-file';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';
import { checkFormToken, signFormToken, type FormTokenCheck } from '@/lib/forms/server/token-sign';

export { MIN_FORM_AGE_MS, MAX_FORM_AGE_MS, type FormTokenCheck } from '@/lib/forms/server/token-sign';

const KEY_FILE = 'form-token.key';

/**
 * Without FORM_TOKEN_SECRET: one random key per build folder, written once (atomically, owner-only)
 * by whichever process needs it first, usually `next build` rendering the form pages. Every
 * `next start` of that folder reads the same key, so the tokens in pages rendered at build time or
 * by another instance on this machine stay valid. Instances on other machines must get the same
 * folder or set FORM_TOKEN_SECRET (the same value for the build and every instance).
 */
function keyFromBuildFolder(): Buffer {
  // Read at run time only: nothing for the build's file tracing to follow.
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), env.NEXT_DIST_DIR, KEY_FILE);
  return readOrMakeKeyFile(
    file,
    () => randomBytes(32).toString('hex'),
    (text) => {
      if (!/^[0-9a-f]{64,}$/i.test(text)) throw new Error(`${file}: not a key`);
      return Buffer.from(text, 'hex');
    },
  );
}

function formTokenKey(): Buffer {
  return processGlobal('agency.form-token.key', () =>
    env.FORM_TOKEN_SECRET ? Buffer.from(env.FORM_TOKEN_SECRET, 'utf8') : keyFromBuildFolder(),
  );
}

/** A token saying "this form was handed out now", for the page's HTML or GET /api/form-token. */
export function issueFormToken(now = Date.now()): string {
  return signFormToken(formTokenKey(), now);
}

/** Checks a posted token against this site's key: 'ok', or why not. */
export function verifyFormToken(token: string | undefined, now = Date.now()): FormTokenCheck {
  return checkFormToken(formTokenKey(), token, now);
}

/**
 * A key of its own for another signature the site makes (`label` names it: the links mailed for a
 * confirmation), derived from the form-token key so every instance that accepts this site's forms
 * accepts its links, and a signature of one kind never passes for another.
 */
export function derivedKey(label: string): Buffer {
  return processGlobal(`agency.derived-key.${label}`, () => createHmac('sha256', formTokenKey()).update(`agency.${label}.v1`).digest());
}

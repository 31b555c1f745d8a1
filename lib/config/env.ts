import 'server-only';
import { randomBytes } from 'node:crypto';
import { isBuildPhase, nodeEnv, parseConfig } from '@/lib/config';
import { log } from '@/lib/observability/log';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

export { MIN_SECRET_CHARS } from '@/lib/config';

// One secret per process: instrumentation, route handlers and pages may load this module separately.
function generatedRevalidateSecret(): string {
  return processGlobal('agency.env.revalidateSecret', () => {
    // The panel cannot trigger revalidation of this process.
    log.warn({ event: 'env.revalidate-secret-generated', setting: 'REVALIDATE_SECRET' });
    return randomBytes(32).toString('hex');
  });
}

/** Once per process: the outbox's key is this machine's own file, beside the data rather than in the secret store. */
function warnOutboxKeyFile(file: string): void {
  processGlobal('agency.env.outboxKeyFileWarned', () => {
    log.warn({ event: 'env.outbox-key-file', setting: 'OUTBOX_KEYS', file });
    return true;
  });
}

/**
 * True for `next start` of a production build that shares state with other instances (REDIS_URL set):
 * then every secret must be the same in each process, so none may be drawn at random.
 */
function runsSeveralInstances(data: { REDIS_URL?: string | undefined }): boolean {
  return nodeEnv() === 'production' && !isBuildPhase() && data.REDIS_URL !== undefined;
}

function loadEnv() {
  const config = parseConfig();
  if (runsSeveralInstances(config) && config.REVALIDATE_SECRET === undefined) {
    throw new Error(
      'Invalid environment configuration:\nREVALIDATE_SECRET is required when instances share state (REDIS_URL is set): every instance must accept the panel\'s secret.',
    );
  }
  if (runsSeveralInstances(config) && config.OUTBOX_KEYS === undefined) {
    throw new Error(
      'Invalid environment configuration:\nOUTBOX_KEYS is required when instances share state (REDIS_URL is set): every instance must open the sends the others sealed.',
    );
  }
  if (config.SITE_PROVIDER_URL && !config.SITE_PROVIDER_NAME) {
    throw new Error('Invalid environment configuration:\nSITE_PROVIDER_URL is set but SITE_PROVIDER_NAME is not: the credit needs a name.');
  }
  if (nodeEnv() === 'production' && !isBuildPhase() && config.OUTBOX_KEYS === undefined) warnOutboxKeyFile(config.OUTBOX_KEY_FILE);
  return {
    ...config,
    REVALIDATE_SECRET: config.REVALIDATE_SECRET ?? generatedRevalidateSecret(),
  };
}

export type Env = ReturnType<typeof loadEnv>;

export const env: Readonly<Env> = Object.freeze(loadEnv());

import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { log } from '@/lib/observability/log';
import { parseMediaHosts, type MediaHost } from '@/lib/media-hosts';
import { parseTrustedProxies } from '@/lib/server/client-address';

// z.httpUrl() would refuse hosts without a dot, such as localhost and 127.0.0.1.
const baseUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));
const positiveInt = z.coerce.number().int().positive();
/** Shortest secret accepted (REVALIDATE_SECRET, FORM_TOKEN_SECRET): 32 characters, e.g. `openssl rand -hex 32` gives 64. */
export const MIN_SECRET_CHARS = 32;

const schema = z.object({
  PANEL_URL: baseUrl.default('http://127.0.0.1:4010'),
  INTEGRATION_URL: baseUrl.default('http://127.0.0.1:4010'),
  API_SALT: z.string().default('local-salt'),
  PANEL_API_TOKEN: z.string().default('local-panel-token'),
  INTEGRATION_API_KEY: z.string().default('local-integration-key'),
  SITE_URL: baseUrl.default('http://localhost:3000'),
  // The panel's key to POST /api/revalidate: long enough that guessing it is hopeless, even unthrottled.
  REVALIDATE_SECRET: z.string().min(MIN_SECRET_CHARS, { error: `must be at least ${MIN_SECRET_CHARS} characters` }).optional(),
  // Signs the forms' time-trap tokens; unset: a random key kept in the build folder (lib/server/form-token.ts).
  FORM_TOKEN_SECRET: z.string().min(MIN_SECRET_CHARS, { error: `must be at least ${MIN_SECRET_CHARS} characters` }).optional(),
  // Prometheus's key to GET /api/metrics (Authorization: Bearer …); unset: the endpoint answers 404.
  METRICS_TOKEN: z.string().min(MIN_SECRET_CHARS, { error: `must be at least ${MIN_SECRET_CHARS} characters` }).optional(),
  BACKEND_TIMEOUT_MS: positiveInt.default(4000),
  // unstable_cache rejects 0, so "never cache" is not a valid setting.
  CACHE_REVALIDATE_SECONDS: positiveInt.default(300),
  // Shared cache and rate limits for several instances; unset: this process's disk and memory.
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // Proxies whose X-Forwarded-For is believed (addresses or CIDRs, comma-separated); unset: none.
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value, context) => {
      try {
        return parseTrustedProxies(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  // Hosts besides the panel that serve media; next.config.ts and the CSP parse the same value.
  MEDIA_HOSTS: z
    .string()
    .optional()
    .transform((value, context): MediaHost[] => {
      try {
        return parseMediaHosts(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  // The credit in the footer when the panel's customizations hold none; no name, no credit.
  SITE_PROVIDER_NAME: z.string().max(120).optional(),
  SITE_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
});

type RawEnv = Record<keyof z.input<typeof schema>, string | undefined>;

function readRawEnv(): RawEnv {
  const keys = Object.keys(schema.shape) as (keyof RawEnv)[];
  const raw = {} as RawEnv;
  for (const key of keys) {
    // An empty line in .env (`API_SALT=`) means "not set", not "set to nothing".
    const value = process.env[key]?.trim();
    raw[key] = value === '' ? undefined : value;
  }
  return raw;
}

const SECRET_KEY = Symbol.for('agency.env.revalidateSecret');

// One secret per process: instrumentation, route handlers and pages may load this module separately.
function generatedRevalidateSecret(): string {
  const scope = globalThis as typeof globalThis & { [SECRET_KEY]?: string };
  if (scope[SECRET_KEY] === undefined) {
    scope[SECRET_KEY] = randomBytes(32).toString('hex');
    // The panel cannot trigger revalidation of this process.
    log.warn({ event: 'env.revalidate-secret-generated', setting: 'REVALIDATE_SECRET' });
  }
  return scope[SECRET_KEY];
}

/**
 * True for `next start` of a production build that shares state with other instances (REDIS_URL set):
 * then every secret must be the same in each process, so none may be drawn at random.
 */
function runsSeveralInstances(data: { REDIS_URL?: string | undefined }): boolean {
  return process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build' && data.REDIS_URL !== undefined;
}

function loadEnv() {
  const parsed = schema.safeParse(readRawEnv());
  if (!parsed.success) {
    throw new Error(`Invalid environment configuration:\n${z.prettifyError(parsed.error)}`);
  }
  if (runsSeveralInstances(parsed.data) && parsed.data.REVALIDATE_SECRET === undefined) {
    throw new Error(
      'Invalid environment configuration:\nREVALIDATE_SECRET is required when instances share state (REDIS_URL is set): every instance must accept the panel\'s secret.',
    );
  }
  if (parsed.data.SITE_PROVIDER_URL && !parsed.data.SITE_PROVIDER_NAME) {
    throw new Error('Invalid environment configuration:\nSITE_PROVIDER_URL is set but SITE_PROVIDER_NAME is not: the credit needs a name.');
  }
  return {
    ...parsed.data,
    REVALIDATE_SECRET: parsed.data.REVALIDATE_SECRET ?? generatedRevalidateSecret(),
  };
}

export type Env = ReturnType<typeof loadEnv>;

export const env: Readonly<Env> = Object.freeze(loadEnv());

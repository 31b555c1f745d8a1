/**
 * The site's configuration: every environment value it reads, parsed by one schema.
 * Free of `server-only`, so next.config.ts (image hosts, headers, cache handler) parses exactly what
 * lib/config/env.ts parses for the server; nothing here is sent to a browser.
 */
import { z } from 'zod';
import { parseMediaHosts, privateHostProblems, type MediaHost } from './media-hosts';
import { parseTrustedProxies } from '../http/client-address';

// z.httpUrl() would refuse hosts without a dot, such as localhost and 127.0.0.1.
const baseUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));
const positiveInt = z.coerce.number().int().positive();
/** Shortest secret accepted (REVALIDATE_SECRET, FORM_TOKEN_SECRET): 32 characters, e.g. `openssl rand -hex 32` gives 64. */
export const MIN_SECRET_CHARS = 32;

/** A key that seals the outbox's sends: its name (written beside each sealed send) and its 32 bytes. */
export type OutboxKey = { id: string; key: Buffer };
const OUTBOX_KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** `id:base64,id:base64` as keys, or what is wrong with it (naming the position, never the value). */
export function parseOutboxKeys(value: string): OutboxKey[] | string {
  const keys: OutboxKey[] = [];
  for (const [index, item] of value.split(',').map((part) => part.trim()).filter(Boolean).entries()) {
    const colon = item.indexOf(':');
    const id = item.slice(0, colon);
    const key = Buffer.from(item.slice(colon + 1), 'base64');
    if (colon < 1 || !OUTBOX_KEY_ID.test(id)) return `key ${index + 1} must start with a name of letters, digits, - or _ and a colon (id:base64)`;
    if (key.byteLength !== 32) return `key ${index + 1} must be 32 bytes in base64 (openssl rand -base64 32)`;
    if (keys.some((other) => other.id === id)) return `key ${index + 1} repeats the name of an earlier one`;
    keys.push({ id, key });
  }
  return keys.length > 0 ? keys : 'must name at least one key (id:base64)';
}
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An IANA zone the runtime knows, in its canonical spelling ('america/sao_paulo' → 'America/Sao_Paulo'); null for any other. */
function canonicalTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const configSchema = z.object({
  PANEL_URL: baseUrl.default('http://127.0.0.1:4010'),
  INTEGRATION_URL: baseUrl.default('http://127.0.0.1:4010'),
  API_SALT: z.string().default('local-salt'),
  PANEL_API_TOKEN: z.string().default('local-panel-token'),
  INTEGRATION_API_KEY: z.string().default('local-integration-key'),
  SITE_URL: baseUrl.default('http://localhost:3000'),
  // The panel's key to POST /api/revalidate: long enough that guessing it is hopeless, even unthrottled.
  REVALIDATE_SECRET: z.string().min(MIN_SECRET_CHARS, { error: `must be at least ${MIN_SECRET_CHARS} characters` }).optional(),
  // Signs the forms' time-trap tokens; unset: a random key kept in the build folder (lib/forms/server/token.ts).
  FORM_TOKEN_SECRET: z.string().min(MIN_SECRET_CHARS, { error: `must be at least ${MIN_SECRET_CHARS} characters` }).optional(),
  // Prometheus's key to GET /api/metrics (Authorization: Bearer …); unset: the endpoint answers 404.
  METRICS_TOKEN: z.string().min(MIN_SECRET_CHARS, { error: `must be at least ${MIN_SECRET_CHARS} characters` }).optional(),
  BACKEND_TIMEOUT_MS: positiveInt.default(4000),
  // The agency's time zone (IANA name): every date and time the site prints (a package's expiry, a
  // confirmation link's, a post's date) is the agency's clock, with the zone named in the reader's language.
  AGENCY_TIME_ZONE: z
    .string()
    .default('America/Sao_Paulo')
    .transform((value, context) => {
      const zone = canonicalTimeZone(value);
      if (zone) return zone;
      context.addIssue({ code: 'custom', message: 'must be an IANA time zone, such as America/Sao_Paulo' });
      return z.NEVER;
    }),
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
  // The Panorama page's feed widget, allowed as a frame by the CSP.
  SOCIAL_WIDGET_ORIGIN: z.url({ protocol: /^https?$/ }).default('https://cdn.lightwidget.com'),
  // More frame origins for the CSP (another feed provider), comma or space separated.
  CSP_EXTRA_FRAME_ORIGINS: z
    .string()
    .default('')
    .pipe(z.transform((value) => value.split(/[\s,]+/).filter(Boolean)))
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  // The outbox (lib/outbox): where sends wait for the panel without Redis, and its bounds and retention.
  // Unset: `.data/outbox` (lib/outbox/folder.ts).
  OUTBOX_DIR: z.string().optional(),
  // Keys that seal each waiting send (AES-256-GCM, lib/outbox/seal.ts): `id:base64` of 32 random bytes,
  // comma-separated (`openssl rand -base64 32`); the first seals, every one opens (rotation). Required
  // when instances share Redis; unset on one instance: a key of its own in OUTBOX_KEY_FILE.
  OUTBOX_KEYS: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const keys = parseOutboxKeys(value);
      if (typeof keys !== 'string') return keys;
      // The value is a secret: the message says what is wrong, never what was given.
      context.addIssue({ code: 'custom', message: keys });
      return z.NEVER;
    }),
  // Where one instance keeps the key it made itself without OUTBOX_KEYS: beside no send, owner-only, kept across builds.
  OUTBOX_KEY_FILE: z.string().default('.data/keys/outbox.key'),
  OUTBOX_MAX_ITEMS: positiveInt.default(1000),
  OUTBOX_MAX_MB: positiveInt.default(512),
  // A send the panel keeps refusing for reasons that may pass (down, 5xx, 429) is retried this long, then kept as failed.
  OUTBOX_GIVE_UP_HOURS: positiveInt.default(72),
  // A failed send (refused by the panel, or given up) is kept this long for an operator, then deleted.
  OUTBOX_RETENTION_DAYS: positiveInt.default(14),
  // How long the agency keeps an application, in days: shown on the privacy notice; the local panel purges by it.
  APPLICATION_RETENTION_DAYS: positiveInt.default(365),
  // How long the agency keeps a contact message or a request about one's data, in days: shown on the privacy notice; the local panel purges by it.
  CONTACT_RETENTION_DAYS: positiveInt.default(365),
  // The site's own mail (guardian confirmations, receipts, confirmations of requests about one's data):
  // smtp://user:pass@host:587 (STARTTLS when offered), smtps://…:465, smtp://127.0.0.1:1025 (a local sink).
  // Unset: those flows refuse what they cannot verify (lib/mail); a production start refuses to run.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  // The From of those mails, e.g. `"Agency" <no-reply@agency.example>`.
  MAIL_FROM: z.string().max(200).default('"Agency" <no-reply@localhost>'),
  // How long a link mailed for a confirmation stays good, in hours (7 days); the held send is deleted after.
  CONFIRMATION_HOURS: z.coerce.number().positive().max(24 * 30).default(24 * 7),
  // `0`: no worker in this process (a process that only takes sends; another one delivers them).
  OUTBOX_WORKER: z.enum(['0', '1']).default('1'),
  // The server's log lines (lib/observability/log.ts); unset: info, and nothing under the unit tests.
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  // The site title when the panel has none; the build passes the parsed value into the browser's bundles (next.config.ts).
  NEXT_PUBLIC_SITE_TITLE: z.string().max(120).optional(),
  // The build folder (next.config.ts distDir): tests and benchmarks build beside a running demo.
  NEXT_DIST_DIR: z.string().default('.next'),
  // `1`: next build skips its type check (`npm test` and the scripts type-check once beforehand).
  NEXT_SKIP_TYPECHECK: z.enum(['1']).optional(),
}).check((context) => {
  // Nothing private is reachable through the image optimizer: no media folder may cover the panel's own addresses.
  const { MEDIA_HOSTS, PANEL_URL, INTEGRATION_URL } = context.value;
  for (const message of privateHostProblems(MEDIA_HOSTS, [PANEL_URL, INTEGRATION_URL])) {
    context.issues.push({ code: 'custom', message, input: context.value, path: ['MEDIA_HOSTS'] });
  }
});

type RawEnv = Record<keyof z.input<typeof configSchema>, string | undefined>;

/** An empty line in .env (`API_SALT=`) means "not set", not "set to nothing". */
function setting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
}

function readRawEnv(source: Record<string, string | undefined>): RawEnv {
  const keys = Object.keys(configSchema.shape) as (keyof RawEnv)[];
  const raw = {} as RawEnv;
  for (const key of keys) raw[key] = setting(source[key]);
  return raw;
}

export type Config = z.output<typeof configSchema>;

/** Parses `source` (default: process.env); a bad value throws with every problem named, at start, not at the first request. */
export function parseConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(readRawEnv(source));
  if (!parsed.success) throw new Error(`Invalid environment configuration:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** NODE_ENV, which Next sets itself (development, production, test); outside the schema because nobody configures it. */
export function nodeEnv(source: Record<string, string | undefined> = process.env): string | undefined {
  return source.NODE_ENV;
}

/** True while `next build` runs (Next sets NEXT_PHASE itself): nothing is started then, no secret is demanded. */
export function isBuildPhase(source: Record<string, string | undefined> = process.env): boolean {
  return source.NEXT_PHASE === 'phase-production-build';
}

/**
 * LOG_LEVEL alone, for the logger: everything imports the logger, lib/config/env.ts included, so it
 * cannot wait for the whole configuration. A bad value reads as unset here; env.ts stops the start on it.
 */
export function logLevel(source: Record<string, string | undefined> = process.env): (typeof LOG_LEVELS)[number] {
  const parsed = configSchema.shape.LOG_LEVEL.safeParse(setting(source.LOG_LEVEL));
  return (parsed.success ? parsed.data : undefined) ?? (source.NODE_ENV === 'test' ? 'silent' : 'info');
}

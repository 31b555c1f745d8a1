import path from 'node:path';
import { configSchema } from '../lib/config';
import { generateStaffPassword, MIN_STAFF_PASSWORD_LENGTH } from './staff-sessions';

export type PanelOptions = {
  /** 0 picks a free port. */
  port?: number;
  /** The SMTP sink's port (LOCAL_PANEL_SMTP_PORT, default 1025); 0 picks a free one, as it does by default when `port` is 0. */
  smtpPort?: number;
  dataDir?: string;
  /** Delete the database, media and stored entries, then seed again. */
  reset?: boolean;
  talents?: number;
  tokenTtlSeconds?: number;
  salt?: string;
  panelApiToken?: string;
  integrationApiKey?: string;
  /** The staff password of the inbox and the admin routes (PANEL_STAFF_PASSWORD); a random one when unset. */
  staffPassword?: string;
  /** How long a staff sign-in lasts. */
  staffSessionSeconds?: number;
  /** Origins (`https://panel.agency.example`) the staff routes also answer on, besides loopback. */
  publicOrigins?: string[];
  /** Applications older than this many days are deleted with their photos (APPLICATION_RETENTION_DAYS). */
  retentionDays?: number;
  /** Contact messages (requests about one's data included) older than this many days are deleted (CONTACT_RETENTION_DAYS). */
  contactRetentionDays?: number;
  /** The agency's time zone (AGENCY_TIME_ZONE, as the site reads it): the staff pages' dates and times are on its clock. */
  timeZone?: string;
};

export type ResolvedOptions = Required<PanelOptions>;

export const DEFAULT_PORT = 4010;
export const DEFAULT_SMTP_PORT = 1025;
export const DEFAULT_TALENTS = 64;
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
export const DEFAULT_STAFF_SESSION_SECONDS = 8 * 3600;
export const DEFAULT_RETENTION_DAYS = 365;
export const DEFAULT_CONTACT_RETENTION_DAYS = 365;
export const DEFAULT_DATA_DIR = path.join(import.meta.dirname, '.data');

function numberFrom(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function checkInteger(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got ${value}`);
  }
  return value;
}

function checkPassword(password: string): string {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH) {
    throw new Error(`PANEL_STAFF_PASSWORD must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters (unset, a strong one is generated)`);
  }
  return password;
}

/** Comma-separated http(s) origins; anything else (a path, a bare name) stops the start with a clear message. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL | undefined;
      try {
        url = new URL(item);
      } catch {
        url = undefined;
      }
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== item.replace(/\/$/, '').toLowerCase()) {
        throw new Error(`LOCAL_PANEL_PUBLIC_ORIGINS takes origins such as https://panel.agency.example, got "${item}"`);
      }
      return url.origin;
    });
}

export function resolveOptions(options: PanelOptions = {}, env: NodeJS.ProcessEnv = process.env): ResolvedOptions {
  const port = checkInteger('port', options.port ?? numberFrom(env.LOCAL_PANEL_PORT) ?? DEFAULT_PORT, 0, 65535);
  return {
    port,
    // A panel on a free port (tests) takes a free SMTP port too, so panels started side by side never share one.
    smtpPort: checkInteger(
      'smtp-port',
      options.smtpPort ?? (options.port === 0 ? 0 : (numberFrom(env.LOCAL_PANEL_SMTP_PORT) ?? (port === 0 ? 0 : DEFAULT_SMTP_PORT))),
      0,
      65535,
    ),
    dataDir: path.resolve(options.dataDir ?? (env.LOCAL_PANEL_DATA || DEFAULT_DATA_DIR)),
    reset: options.reset ?? false,
    talents: checkInteger('talents', options.talents ?? DEFAULT_TALENTS, 1, 100_000),
    tokenTtlSeconds: checkInteger(
      'token-ttl',
      options.tokenTtlSeconds ?? numberFrom(env.LOCAL_PANEL_TOKEN_TTL) ?? DEFAULT_TOKEN_TTL_SECONDS,
      1,
      10 * 365 * 24 * 3600,
    ),
    salt: options.salt ?? (env.API_SALT || 'local-salt'),
    panelApiToken: options.panelApiToken ?? (env.PANEL_API_TOKEN || 'local-panel-token'),
    integrationApiKey: options.integrationApiKey ?? (env.INTEGRATION_API_KEY || 'local-integration-key'),
    staffPassword: checkPassword(options.staffPassword ?? (env.PANEL_STAFF_PASSWORD || generateStaffPassword())),
    staffSessionSeconds: checkInteger('staff session', options.staffSessionSeconds ?? DEFAULT_STAFF_SESSION_SECONDS, 60, 7 * 24 * 3600),
    publicOrigins: parseOrigins(options.publicOrigins?.join(',') ?? env.LOCAL_PANEL_PUBLIC_ORIGINS),
    retentionDays: checkInteger(
      'APPLICATION_RETENTION_DAYS',
      options.retentionDays ?? numberFrom(env.APPLICATION_RETENTION_DAYS) ?? DEFAULT_RETENTION_DAYS,
      1,
      36_500,
    ),
    contactRetentionDays: checkInteger(
      'CONTACT_RETENTION_DAYS',
      options.contactRetentionDays ?? numberFrom(env.CONTACT_RETENTION_DAYS) ?? DEFAULT_CONTACT_RETENTION_DAYS,
      1,
      36_500,
    ),
    timeZone: agencyTimeZone(options.timeZone ?? env.AGENCY_TIME_ZONE),
  };
}

/** The agency's time zone by the site's own rule (an IANA name, America/Sao_Paulo when unset); anything else stops the start. */
function agencyTimeZone(value: string | undefined): string {
  const parsed = configSchema.shape.AGENCY_TIME_ZONE.safeParse(value);
  if (!parsed.success) throw new Error(`AGENCY_TIME_ZONE must be an IANA time zone, such as America/Sao_Paulo, got "${value}"`);
  return parsed.data;
}

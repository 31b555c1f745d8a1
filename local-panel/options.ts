import path from 'node:path';

export type PanelOptions = {
  /** 0 picks a free port. */
  port?: number;
  dataDir?: string;
  /** Delete the database, media and stored entries, then seed again. */
  reset?: boolean;
  talents?: number;
  tokenTtlSeconds?: number;
  salt?: string;
  panelApiToken?: string;
  integrationApiKey?: string;
};

export type ResolvedOptions = Required<PanelOptions>;

export const DEFAULT_PORT = 4010;
export const DEFAULT_TALENTS = 64;
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
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

export function resolveOptions(options: PanelOptions = {}, env: NodeJS.ProcessEnv = process.env): ResolvedOptions {
  return {
    port: checkInteger('port', options.port ?? numberFrom(env.LOCAL_PANEL_PORT) ?? DEFAULT_PORT, 0, 65535),
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
  };
}

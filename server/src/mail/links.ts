import type { ServerConfig } from '../config.js';

/**
 * The origin mailed links point at: PUBLIC_ORIGIN, else the shell's origin in stack mode (the first
 * of CORS_ORIGINS), else this server on localhost. Never the request's Host header: a forged one
 * would mail a reset link to the forger's site (docs/behaviour/accounts.md#mail-delivery).
 */
export function linkOrigin(config: Pick<ServerConfig, 'publicOrigin' | 'corsOrigins' | 'port'>): string {
  return config.publicOrigin || config.corsOrigins[0]?.replace(/\/$/, '') || `http://localhost:${config.port}`;
}

/** An absolute link to a page of the app with a token in its query. */
export function tokenLink(
  config: Pick<ServerConfig, 'publicOrigin' | 'corsOrigins' | 'port'>,
  path: string,
  token: string,
): string {
  return `${linkOrigin(config)}${path}?token=${encodeURIComponent(token)}`;
}

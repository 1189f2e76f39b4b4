import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Names of the remotes the server tells the shell about. */
export const REMOTE_NAMES = ['feed', 'profile', 'create', 'direct', 'search', 'consent'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Everything the server reads from its environment, resolved once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for the SQLite file and media; created when missing. */
  dataDir: string;
  /** PostgreSQL URL; SQLite in dataDir when null. */
  databaseUrl: string | null;
  /** Prefix for media URLs in answers ('' keeps them relative to the API origin). */
  mediaBaseUrl: string;
  /** Repository root holding `shell/dist` and `remote-<name>/dist`; null disables frontend hosting. */
  frontendRoot: string | null;
  /** Where each remote's mf-manifest.json is, as the browser should fetch it. */
  remoteEntries: Record<RemoteName, string>;
  /** The API origin as browsers reach it ('' when it is the page's own origin). */
  publicApiOrigin: string;
  /** Origins allowed to call the API with credentials (stack mode). */
  corsOrigins: string[];
  /** Exposes the byte sink `npm run bench` compares uploads with (BENCH_ENDPOINTS=1; off by default). */
  benchEndpoints: boolean;
  /** Seed demo data on an empty database. */
  seedDemo: boolean;
  /** Mark cookies Secure (behind HTTPS). */
  secureCookies: boolean;
  logLevel: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, two levels above server/dist or server/src. */
export const REPO_ROOT = path.resolve(here, '..', '..');

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** Reads the configuration from environment variables (see server/README.md for the list). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const serveFrontend = flag(env.SERVE_FRONTEND, true);
  const remoteEntries = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] || `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  return {
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    mediaBaseUrl: (env.MEDIA_BASE_URL || '').replace(/\/$/, ''),
    frontendRoot: serveFrontend ? path.resolve(env.FRONTEND_ROOT || REPO_ROOT) : null,
    remoteEntries,
    publicApiOrigin: (env.PUBLIC_API_ORIGIN || '').replace(/\/$/, ''),
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    seedDemo: flag(env.SEED_DEMO, true),
    benchEndpoints: flag(env.BENCH_ENDPOINTS, false),
    secureCookies: flag(env.SECURE_COOKIES, false),
    logLevel: env.LOG_LEVEL || 'info',
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clampReelsTab, REELS_TAB_RANGE, type RemoteName } from 'shared-contracts';
import { REMOTE_NAMES } from 'shared-contracts/schemas';

/** Names of the remotes the server tells the shell about: the one list's (shared-contracts/src/remote/remotes.json). */
export { REMOTE_NAMES };
import { ANONYMOUS_WRITES_PER_MINUTE, WRITES_PER_MINUTE } from './http/write-limits.js';
import type { S3StorageSettings } from './media/s3-storage.js';
import { objectStorageSettings } from './media/storage-config.js';

/** MEDIA_PUBLIC_BASE_URL: an absolute http(s) URL (files are fetched from it by browsers), without its trailing slash. */
function publicBaseUrl(value: string | undefined): string {
  if (!value) return '';
  if (!/^https?:\/\/[^/]/i.test(value) || /[?#]/.test(value))
    throw new Error(
      `MEDIA_PUBLIC_BASE_URL must be an absolute http(s) URL without query, got ${JSON.stringify(value)}.`,
    );
  return value.replace(/\/+$/, '');
}

/** The host name of an origin, or null when it is not one. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).hostname || null;
  } catch {
    return null;
  }
}

/** Everything the server reads from its environment, resolved once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /**
   * This instance's own folder, locked while it runs: the SQLite file, uploads in progress, video
   * sources waiting for the worker, exports, its identity (docs/operating.md#one-data-folder-per-process).
   * Created when missing.
   */
  dataDir: string;
  /** Where processed media live (MEDIA_DIR, default DATA_DIR/media); instances may share it. */
  mediaDir: string;
  /** A bucket for stored files instead of the media folder (S3_*; docs/operating.md#where-files-are-stored). */
  objectStorage: S3StorageSettings | null;
  /** PostgreSQL URL; SQLite in dataDir when null. */
  databaseUrl: string | null;
  /** Prefix for media URLs in answers ('' keeps them relative to the API origin). */
  mediaBaseUrl: string;
  /** Where public files are fetched directly, a key appended (a CDN); '' serves them as the others. */
  mediaPublicBaseUrl: string;
  /** Repository root holding `shell/dist` and `remote-<name>/dist`; null disables frontend hosting. */
  frontendRoot: string | null;
  /**
   * How long the server may render a page's first screen before leaving what is not ready to the
   * browser (SERVER_RENDER_TIMEOUT_MS, default 1000; 0 renders nothing on the server:
   * docs/performance.md#the-first-screen-is-rendered-on-the-server).
   */
  serverRenderTimeoutMs: number;
  /** Where each remote's mf-manifest.json is, as the browser should fetch it. */
  remoteEntries: Record<RemoteName, string>;
  /** The API origin as browsers reach it ('' when it is the page's own origin). */
  publicApiOrigin: string;
  /** Origins allowed to call the API with credentials (stack mode). */
  corsOrigins: string[];
  /** Exposes the byte sink `npm run bench` compares uploads with (BENCH_ENDPOINTS=1; off by default). */
  benchEndpoints: boolean;
  /** Search also answers keyword results (SEARCH_KEYWORDS=1; off by default: docs/behaviour/search.md#keywords). */
  searchKeywords: boolean;
  /** The exposure flag: visitors' top bar shows Sign up before Log in (docs/behaviour/logged-out.md#top-bar). */
  visitorSignupFirst: boolean;
  /** Reels a visitor's reels tab holds, clamped to 1-8 (VISITOR_REELS_TAB; docs/behaviour/logged-out.md#the-reels-tab). */
  visitorReelsTab: number;
  /** Seed demo data on an empty database. */
  seedDemo: boolean;
  /**
   * Lower-cased usernames of the instance's admins (ADMIN_USERNAMES, a comma list): moderators who
   * may also make others moderators (docs/behaviour/moderation.md#moderators).
   */
  adminUsernames: string[];
  /** The site's public origin as people reach it (e.g. https://lumen.example); '' when not configured. */
  publicOrigin: string;
  /** Mark cookies Secure: SECURE_COOKIES, else on when the public (or API) origin is https. */
  secureCookies: boolean;
  /**
   * Proxies whose X-Forwarded-* headers are believed (addresses, CIDRs or proxy-addr names such as
   * `loopback`); empty trusts none, so a client cannot choose its own address
   * (docs/security.md#client-addresses-and-proxies).
   */
  trustProxy: string[];
  /** Sign-ups allowed per source address per hour (docs/behaviour/accounts.md#limits). */
  signupsPerHour: number;
  /** The ceiling on every write: per account, and per source address without one, a minute (docs/security.md#limits-on-writes). */
  writesPerMinute: number;
  anonymousWritesPerMinute: number;
  /**
   * Web push (docs/behaviour/activity.md#browser-notifications): the VAPID key pair when given
   * (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither; else one is generated and kept in the
   * database), the contact sent to push services (VAPID_SUBJECT), and the push services
   * subscriptions may name beyond the browsers' own (PUSH_SERVICE_ORIGINS, comma-separated origins).
   */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  vapidSubject: string;
  pushServiceOrigins: string[];
  /**
   * Where mail goes (docs/behaviour/accounts.md#mail-delivery): an SMTP URL (SMTP_URL,
   * `smtp://user:pass@host:port`, `smtps://` for TLS), or null to write each mail to the server
   * log; and the sender (MAIL_FROM, default `Lumen <no-reply@host of PUBLIC_ORIGIN>`).
   */
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * The key two-factor secrets are encrypted and recovery codes hashed with (TWO_FACTOR_KEY, any
   * long random text), kept out of the database; null to use one generated and kept in the database
   * (docs/behaviour/accounts.md#what-the-server-keeps-of-a-second-factor).
   */
  twoFactorKey: string | null;
  /** How long a graceful shutdown may take before the process exits anyway (docs/operating.md#graceful-shutdown). */
  shutdownTimeoutMs: number;
  logLevel: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, two levels above server/dist or server/src. */
export const REPO_ROOT = path.resolve(here, '..', '..');

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** A comma-separated list, blanks dropped. */
function list(value: string | undefined): string[] {
  return (value || '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function positiveInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`Expected a positive integer, got "${value}"`);
  return number;
}

/** A whole number setting (0 or more), else the default; throws on anything else. */
export function nonNegativeInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return number;
}

/** Reads the configuration from environment variables (see server/README.md for the list). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const serveFrontend = flag(env.SERVE_FRONTEND, true);
  // Every remote of the one list (shared-contracts/src/remote/remotes.json) the shell is told about.
  const remoteEntries: Record<RemoteName, string> = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] || `/remotes/${name}/mf-manifest.json`]),
  );
  const publicOrigin = (env.PUBLIC_ORIGIN || '').replace(/\/$/, '');
  const publicApiOrigin = (env.PUBLIC_API_ORIGIN || '').replace(/\/$/, '');
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data'));
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (one is then generated).');
  return {
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
    objectStorage: objectStorageSettings(env),
    databaseUrl: env.DATABASE_URL || null,
    mediaBaseUrl: (env.MEDIA_BASE_URL || '').replace(/\/$/, ''),
    mediaPublicBaseUrl: publicBaseUrl(env.MEDIA_PUBLIC_BASE_URL),
    frontendRoot: serveFrontend ? path.resolve(env.FRONTEND_ROOT || REPO_ROOT) : null,
    remoteEntries,
    serverRenderTimeoutMs: nonNegativeInteger(env.SERVER_RENDER_TIMEOUT_MS, 1000),
    publicApiOrigin,
    corsOrigins: list(env.CORS_ORIGINS),
    seedDemo: flag(env.SEED_DEMO, true),
    adminUsernames: list(env.ADMIN_USERNAMES).map((name) => name.toLowerCase()),
    benchEndpoints: flag(env.BENCH_ENDPOINTS, false),
    searchKeywords: flag(env.SEARCH_KEYWORDS, false),
    visitorSignupFirst: flag(env.VISITOR_SIGNUP_FIRST, false),
    visitorReelsTab: clampReelsTab(env.VISITOR_REELS_TAB ? Number(env.VISITOR_REELS_TAB) : REELS_TAB_RANGE.max),
    publicOrigin,
    secureCookies: flag(
      env.SECURE_COOKIES,
      [publicOrigin, publicApiOrigin].some((o) => o.startsWith('https://')),
    ),
    trustProxy: list(env.TRUST_PROXY),
    signupsPerHour: positiveInteger(env.SIGNUPS_PER_HOUR, 10),
    writesPerMinute: positiveInteger(env.WRITES_PER_MINUTE, WRITES_PER_MINUTE),
    anonymousWritesPerMinute: positiveInteger(env.ANONYMOUS_WRITES_PER_MINUTE, ANONYMOUS_WRITES_PER_MINUTE),
    shutdownTimeoutMs: positiveInteger(env.SHUTDOWN_TIMEOUT_MS, 25_000),
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: env.VAPID_SUBJECT || `mailto:admin@${hostOf(publicOrigin) ?? 'localhost'}`,
    pushServiceOrigins: list(env.PUSH_SERVICE_ORIGINS).map((origin) => origin.replace(/\/$/, '')),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `Lumen <no-reply@${hostOf(publicOrigin) ?? 'localhost'}>`,
    twoFactorKey: env.TWO_FACTOR_KEY || null,
    logLevel: env.LOG_LEVEL || 'info',
  };
}

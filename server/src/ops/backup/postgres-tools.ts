import fs from 'node:fs';
import path from 'node:path';
import { runTool } from './run-tool.js';

/** Where Debian and the PostgreSQL packages put the client tools, newest first. */
const VERSIONED_BIN_ROOT = '/usr/lib/postgresql';

/**
 * The path of pg_dump or pg_restore: PG_DUMP / PG_RESTORE when set, else in PG_BIN_DIR, else the
 * newest /usr/lib/postgresql/<version>/bin that has it, else the name alone (found on PATH).
 * pg_dump must be at least as new as the server it dumps.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  const explicit = env[name.toUpperCase()];
  if (explicit) return explicit;
  if (env.PG_BIN_DIR) return path.join(env.PG_BIN_DIR, name);
  const versions = fs.existsSync(VERSIONED_BIN_ROOT)
    ? fs
        .readdirSync(VERSIONED_BIN_ROOT)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions.map((v) => path.join(VERSIONED_BIN_ROOT, v, 'bin', name)).find((p) => fs.existsSync(p));
  return found ?? name;
}

/**
 * The tools' view of a connection URL: the password moves to PGPASSWORD, so it never shows in
 * the process list or in an error message.
 */
export function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

/** Dumps the whole database in pg_dump's custom format (compressed, restorable selectively). */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  await runTool(postgresTool('pg_dump'), ['--format=custom', `--file=${file}`, `--dbname=${url}`], env);
}

/**
 * Restores a custom-format dump in one transaction: objects of the dump that exist are dropped
 * first, so a restore over an older copy of the same database replaces it; nothing changes if any
 * step fails.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  await runTool(
    postgresTool('pg_restore'),
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${url}`,
      file,
    ],
    env,
  );
}

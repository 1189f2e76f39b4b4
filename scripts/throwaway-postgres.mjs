// Starts a throwaway PostgreSQL cluster in a temporary folder (for tests and stack mode) and
// stops and removes it afterwards. PostgreSQL refuses to run as root, so as root the cluster is
// owned by and run as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const CANDIDATE_BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

/** The folder holding initdb and pg_ctl. */
export function postgresBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const found = CANDIDATE_BIN_DIRS.find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL server binaries not found (set PG_BIN_DIR).');
  return found;
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function asOwner(args, isRoot) {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
}

/**
 * Starts a cluster; resolves with its admin URL (user postgres, database postgres, trust auth on
 * 127.0.0.1) and a stop function that shuts it down and deletes its folder.
 */
export async function startThrowawayPostgres({ port } = {}) {
  const bin = postgresBinDir();
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-pg-'));
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  const actualPort = port ?? (await freePort());
  const run = (args) => {
    const [command, rest] = asOwner(args, isRoot);
    const result = spawnSync(command, rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr || result.stdout}`);
  };
  run([
    path.join(bin, 'initdb'),
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  run([
    path.join(bin, 'pg_ctl'),
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${actualPort} -k ${dir} -h 127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run([path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${actualPort}/postgres`, port: actualPort, dir, stop };
}

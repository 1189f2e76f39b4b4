import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REMOTES, REMOTE_NAMES } from './remote-list.js';
import { REMOTE_NAV_FILE } from './remote-entry.js';
import { ROUTES } from './routes.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const read = (...parts: string[]): string => fs.readFileSync(path.join(ROOT, ...parts), 'utf8');

describe('the list of remotes (remotes.json)', () => {
  it('names each remote once, with its own folder and port', () => {
    expect(new Set(REMOTE_NAMES).size).toBe(REMOTES.length);
    expect(new Set(REMOTES.map((remote) => remote.stackPort)).size).toBe(REMOTES.length);
    for (const remote of REMOTES) {
      expect(remote.name, remote.name).toMatch(/^[a-z][a-z0-9]*$/);
      expect(remote.package, remote.name).toBe(`remote-${remote.name}`);
      expect(Number.isInteger(remote.stackPort), remote.name).toBe(true);
    }
  });

  it('matches the remote folders: each builds and registers under its listed name', () => {
    const folders = fs
      .readdirSync(ROOT)
      .filter((name) => /^remote-/.test(name) && fs.existsSync(path.join(ROOT, name, 'package.json')));
    expect(folders.sort()).toEqual(REMOTES.map((remote) => remote.package).sort());
    for (const remote of REMOTES) {
      expect(JSON.parse(read(remote.package, 'package.json')).name).toBe(remote.package);
      expect(read(remote.package, 'rspack.config.mjs'), remote.package).toContain(`name: '${remote.name}'`);
      expect(read(remote.package, 'src', 'entry.tsx'), remote.package).toContain(`name: '${remote.name}'`);
    }
  });

  it('builds the nav module (nav.js) of each remote that writes one', () => {
    expect(read('shared-contracts', 'build', 'nav-module-config.mjs')).toContain(`filename: '${REMOTE_NAV_FILE}'`);
    for (const remote of REMOTES) {
      if (!fs.existsSync(path.join(ROOT, remote.package, 'src', 'nav', 'index.ts'))) continue;
      expect(read(remote.package, 'rspack.config.mjs'), remote.name).toContain('navModule: true');
    }
  });

  it('owns every route the shell routes to a remote', () => {
    for (const route of ROUTES) expect(REMOTE_NAMES, route.id).toContain(route.remote);
  });
});

interface ComposeService {
  ports?: string[];
  environment?: Record<string, string>;
}

describe('docker-compose.yml, which cannot read the list, agrees with it', () => {
  const services: Record<string, ComposeService> = parse(read('docker-compose.yml'), { merge: true }).services;
  const origin = (port: number): string => `http://localhost:${port}`;

  it('runs each remote, and only those, as a service on its listed port', () => {
    const remoteServices = Object.keys(services).filter((name) => name.startsWith('remote-'));
    expect(remoteServices.sort()).toEqual(REMOTES.map((remote) => remote.package).sort());
    for (const remote of REMOTES) {
      const service = services[remote.package]!;
      expect(service.ports, remote.package).toEqual([`${remote.stackPort}:${remote.stackPort}`]);
      expect(service.environment, remote.package).toEqual({
        PORT: String(remote.stackPort),
        STATIC_DIR: `${remote.package}/dist`,
        CORS: 'true',
      });
    }
  });

  it('points every API instance at every remote (REMOTE_<NAME>_URL) and nothing else', () => {
    const servers = Object.entries(services).filter(([, service]) => service.environment?.SERVE_FRONTEND === 'false');
    expect(servers.length).toBeGreaterThan(0);
    const expected = Object.fromEntries(
      REMOTES.map((remote) => [
        `REMOTE_${remote.name.toUpperCase()}_URL`,
        `${origin(remote.stackPort)}/mf-manifest.json`,
      ]),
    );
    for (const [name, service] of servers) {
      const urls = Object.entries(service.environment!).filter(([key]) => /^REMOTE_\w+_URL$/.test(key));
      expect(Object.fromEntries(urls), name).toEqual(expected);
    }
  });

  it("allows every remote's origin, and only those, in each shell's page", () => {
    const shells = Object.entries(services).filter(([, service]) => service.environment?.SPA === 'true');
    expect(shells.length).toBeGreaterThan(0);
    for (const [name, service] of shells) {
      expect(service.environment!.REMOTE_ORIGINS!.split(','), name).toEqual(
        REMOTES.map((remote) => origin(remote.stackPort)),
      );
    }
  });
});

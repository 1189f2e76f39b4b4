import { expect, test } from '@playwright/test';
import {
  EXTERNAL_SERVICES,
  LOCAL_SUBSTITUTIONS,
  POSTGRES_ONLY_SERVICES,
  publishedPort,
  readCompose,
  stackPlan,
} from '../../scripts/stack-plan.mjs';

test.describe('docker-compose and stack mode agree', () => {
  const compose = readCompose();
  const plan = stackPlan({ compose, databaseUrl: 'postgres://local/x', dataDir: '/tmp/stack' });

  test('same services (the database excepted) and the same published ports', () => {
    const composeServices = Object.keys(compose.services).filter((name) => !EXTERNAL_SERVICES.includes(name));
    expect(plan.map((p) => p.name).sort()).toEqual(composeServices.sort());
    for (const process of plan) {
      expect(process.port, process.name).toBe(publishedPort(compose.services[process.name]!));
      expect(process.env.PORT, process.name).toBe(String(process.port));
    }
    expect(new Set(plan.map((p) => p.port)).size).toBe(plan.length);
  });

  test('the same commands and environment, except the documented local substitutions', () => {
    for (const process of plan) {
      const service = compose.services[process.name]!;
      expect(process.args, process.name).toEqual(service.command!.slice(1));
      const expected = { ...service.environment };
      const actual = { ...process.env };
      for (const name of Object.keys(LOCAL_SUBSTITUTIONS)) {
        expect(name in actual, `${process.name}: ${name}`).toBe(name in expected);
        delete expected[name];
        delete actual[name];
      }
      expect(actual, process.name).toEqual(
        Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, String(v)])),
      );
    }
  });

  test('the server points the shell at every remote by its published port, and allows the shell origin', () => {
    const server = plan.find((p) => p.name === 'server')!;
    const shell = plan.find((p) => p.name === 'shell')!;
    expect(server.env.CORS_ORIGINS).toBe(`http://localhost:${shell.port}`);
    expect(shell.env.API_ORIGIN).toBe(`http://localhost:${server.port}`);
    for (const remote of plan.filter((p) => p.name.startsWith('remote-'))) {
      const key = `REMOTE_${remote.name.replace('remote-', '').toUpperCase()}_URL`;
      expect(server.env[key], key).toBe(`http://localhost:${remote.port}/mf-manifest.json`);
      expect(remote.env.CORS).toBe('true');
    }
  });

  test('each shell asks its own API for page data: by service name in compose, on localhost in stack mode', () => {
    for (const [shellName, serverName] of [
      ['shell', 'server'],
      ['shell-2', 'server-2'],
    ] as const) {
      const server = compose.services[serverName]!;
      expect(compose.services[shellName]!.environment!.API_INTERNAL_ORIGIN, shellName).toBe(
        `http://${serverName}:${server.environment!.PORT}`,
      );
      const shell = plan.find((p) => p.name === shellName)!;
      expect(shell.env.API_INTERNAL_ORIGIN, shellName).toBe(
        `http://localhost:${plan.find((p) => p.name === serverName)!.port}`,
      );
    }
  });

  test("the shell page's CSP allows every remote's origin and the media origin the server hands out", () => {
    const server = plan.find((p) => p.name === 'server')!;
    const shell = plan.find((p) => p.name === 'shell')!;
    const allowed = (shell.env.REMOTE_ORIGINS ?? '').split(',');
    for (const [key, value] of Object.entries(server.env).filter(([k]) => /^REMOTE_\w+_URL$/.test(k))) {
      expect(allowed, key).toContain(new URL(value).origin);
    }
    expect(shell.env.MEDIA_ORIGIN).toBe(new URL(server.env.MEDIA_BASE_URL!).origin);
  });

  test('the second instance pairs with the second shell on the same database, after the first', () => {
    const server = plan.find((p) => p.name === 'server')!;
    const server2 = plan.find((p) => p.name === 'server-2')!;
    const shell2 = plan.find((p) => p.name === 'shell-2')!;
    expect(server2.env.DATABASE_URL).toBe(server.env.DATABASE_URL);
    expect(server2.env.SEED_DEMO).toBe('false');
    expect(server2.dependsOn).toEqual(['server']);
    expect(server2.env.CORS_ORIGINS).toBe(`http://localhost:${shell2.port}`);
    expect(server2.env.PUBLIC_API_ORIGIN).toBe(`http://localhost:${server2.port}`);
    expect(shell2.env.API_ORIGIN).toBe(`http://localhost:${server2.port}`);
    expect(shell2.env.MEDIA_ORIGIN).toBe(new URL(server2.env.MEDIA_BASE_URL!).origin);
    for (const [key, value] of Object.entries(server.env).filter(([k]) => /^REMOTE_\w+_URL$/.test(k)))
      expect(server2.env[key], key).toBe(value);
    expect(shell2.env.REMOTE_ORIGINS).toBe(plan.find((p) => p.name === 'shell')!.env.REMOTE_ORIGINS);
  });

  test('each instance has a data folder of its own and they share one media folder, in compose and in stack mode', () => {
    // docs/operating.md#one-data-folder-per-process: a second process on a data folder in use
    // exits; the media are shared until they move to object storage.
    const servers = ['server', 'server-2'];
    const composed = servers.map((name) => compose.services[name]!);
    const planned = servers.map((name) => plan.find((p) => p.name === name)!);
    for (const [index, instances] of [composed.map((s) => s.environment!), planned.map((p) => p.env)].entries()) {
      const where = index === 0 ? 'compose' : 'stack mode';
      expect(instances[0]!.DATA_DIR, where).not.toBe(instances[1]!.DATA_DIR);
      expect(instances[0]!.MEDIA_DIR, where).toBe(instances[1]!.MEDIA_DIR);
      for (const env of instances) {
        expect(env.MEDIA_DIR!.startsWith(`${env.DATA_DIR}/`), where).toBe(false);
        for (const other of instances) expect(other.DATA_DIR!.startsWith(`${env.DATA_DIR}/`), where).toBe(false);
      }
    }
    // In compose both mount the one volume at one path: a video job names its source's path in
    // the data folder of the instance that took the upload, and either one's worker may run it.
    expect(composed[1]!.volumes).toEqual(composed[0]!.volumes);
    // Stack mode keeps compose's layout under its own data folder.
    for (const [index, service] of composed.entries()) {
      const mountPoint = service.volumes![0]!.split(':')[1]!;
      for (const name of ['DATA_DIR', 'MEDIA_DIR'])
        expect(planned[index]!.env[name], name).toBe(
          `/tmp/stack${service.environment![name]!.slice(mountPoint.length)}`,
        );
    }
  });

  test("on SQLite, stack mode runs one server (its database is one process's file)", () => {
    const sqlite = stackPlan({ compose, databaseUrl: null, dataDir: '/tmp/stack' }).map((p) => p.name);
    for (const name of POSTGRES_ONLY_SERVICES) expect(sqlite).not.toContain(name);
    expect(sqlite).toContain('server');
  });

  test('the Dockerfile builds what the services run', async () => {
    const fs = await import('node:fs');
    const dockerfile = fs.readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');
    expect(dockerfile).toMatch(/npm run build/);
    for (const name of Object.keys(compose.services).filter((n) => !EXTERNAL_SERVICES.includes(n))) {
      expect(compose.services[name]).toHaveProperty('command');
    }
  });
});

import { expect, test } from '@playwright/test';
import {
  EXTERNAL_SERVICES,
  LOCAL_S3_KEYS,
  LOCAL_SUBSTITUTIONS,
  OBJECT_STORAGE_SERVICE,
  POSTGRES_ONLY_SERVICES,
  objectStorageServer,
  publishedPort,
  readCompose,
  stackPlan,
} from '../../scripts/stack-plan.mjs';

/** Settings stack mode sets only with --s3 (the bucket) or only without it (the shared media folder). */
const STORAGE_SETTINGS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

test.describe('docker-compose and stack mode agree', () => {
  const compose = readCompose();
  const plan = stackPlan({ compose, databaseUrl: 'postgres://local/x', dataDir: '/tmp/stack' });
  const onBucket = stackPlan({ compose, databaseUrl: 'postgres://local/x', s3: true, dataDir: '/tmp/stack' });

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
    for (const process of [...plan, ...onBucket]) {
      const service = compose.services[process.name]!;
      expect(process.args, process.name).toEqual(service.command!.slice(1));
      const expected = { ...service.environment };
      const actual = { ...process.env };
      for (const name of Object.keys(LOCAL_SUBSTITUTIONS)) {
        // The storage settings differ by --s3 (checked below); the others are replaced, never added.
        if (!STORAGE_SETTINGS.includes(name) && name !== 'MEDIA_DIR')
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

  test("each shell's server fetches every remote's server build from its service in compose, on localhost in stack mode", () => {
    const server = plan.find((p) => p.name === 'server')!;
    const remotes = Object.entries(server.env).filter(([k]) => /^REMOTE_\w+_URL$/.test(k));
    for (const shellName of ['shell', 'shell-2']) {
      const pairs = (env: Record<string, unknown>) =>
        Object.fromEntries(
          String(env.REMOTE_INTERNAL_ORIGINS ?? '')
            .split(',')
            .map((pair) => pair.split('=')),
        );
      const composed = pairs(compose.services[shellName]!.environment!);
      const local = pairs(plan.find((p) => p.name === shellName)!.env);
      expect(Object.keys(composed).sort(), shellName).toEqual(remotes.map(([, url]) => new URL(url).origin).sort());
      for (const [key, url] of remotes) {
        const { origin, port } = new URL(url);
        const service = `remote-${key.replace(/^REMOTE_|_URL$/g, '').toLowerCase()}`;
        expect(composed[origin], key).toBe(`http://${service}:${compose.services[service]!.environment!.PORT}`);
        expect(port).toBe(String(publishedPort(compose.services[service]!)));
        expect(local[origin], key).toBe(origin);
      }
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

  test('each instance has a data folder of its own and nothing else on disk in common, in compose and in stack mode', () => {
    // docs/operating.md#running-on-several-machines: what the instances share is the database and
    // the bucket; a second process on a data folder in use exits
    // (docs/operating.md#one-data-folder-per-process).
    const servers = ['server', 'server-2'];
    const composed = servers.map((name) => compose.services[name]!);
    for (const [where, instances] of [
      ['compose', composed.map((s) => s.environment!)],
      ['stack mode', servers.map((name) => plan.find((p) => p.name === name)!.env)],
      ['stack mode --s3', servers.map((name) => onBucket.find((p) => p.name === name)!.env)],
    ] as const) {
      expect(instances[0]!.DATA_DIR, where).not.toBe(instances[1]!.DATA_DIR);
      for (const env of instances)
        for (const other of instances) expect(other.DATA_DIR!.startsWith(`${env.DATA_DIR}/`), where).toBe(false);
    }
    // No volume in common: each instance mounts one of its own.
    const volumes = composed.map((service) => service.volumes!.map((volume) => volume.split(':')[0]));
    expect(volumes[0]!.filter((name) => volumes[1]!.includes(name))).toEqual([]);
    // Stack mode keeps each volume as a folder of its own, named after it, under its data folder.
    for (const [index, service] of composed.entries()) {
      const [volumeName, mountPoint] = service.volumes![0]!.split(':');
      const local = `/tmp/stack/${volumeName}${service.environment!.DATA_DIR!.slice(mountPoint!.length)}`;
      for (const planned of [plan, onBucket])
        expect(planned.find((p) => p.name === servers[index])!.env.DATA_DIR).toBe(local);
    }
  });

  test('both instances keep their files in one bucket, in compose and with --s3; without it in one media folder', () => {
    const servers = ['server', 'server-2'];
    const composed = servers.map((name) => compose.services[name]!.environment!);
    const bucket = objectStorageServer(compose);
    const minio = compose.services[OBJECT_STORAGE_SERVICE]!;
    for (const env of composed) {
      expect(env.MEDIA_DIR).toBeUndefined();
      for (const name of STORAGE_SETTINGS) expect(env[name], name).toBe(composed[0]![name]);
      expect(env.S3_ENDPOINT).toBe(`http://${OBJECT_STORAGE_SERVICE}:${bucket.port}`);
      expect(env.S3_BUCKET).toBe(bucket.bucket);
      expect(env.S3_ACCESS_KEY_ID).toBe(minio.environment!.MINIO_ROOT_USER);
      expect(env.S3_SECRET_ACCESS_KEY).toBe(minio.environment!.MINIO_ROOT_PASSWORD);
    }
    // The one-shot service creates that bucket with those keys before either instance starts.
    const create = compose.services['minio-bucket']!;
    expect(create.entrypoint!.join(' ')).toContain(
      `http://${OBJECT_STORAGE_SERVICE}:${bucket.port} ${composed[0]!.S3_ACCESS_KEY_ID} ${composed[0]!.S3_SECRET_ACCESS_KEY}`,
    );
    expect(create.entrypoint!.join(' ')).toContain(`mb --ignore-existing lumen/${bucket.bucket}`);
    // The second instance starts after the first (checked above), so after the bucket too.
    expect((compose.services.server!.depends_on as Record<string, unknown>)['minio-bucket']).toEqual({
      condition: 'service_completed_successfully',
    });

    for (const name of servers) {
      const local = onBucket.find((p) => p.name === name)!.env;
      expect(local.S3_ENDPOINT).toBe(`http://localhost:${bucket.port}`);
      expect(local.S3_BUCKET).toBe(bucket.bucket);
      expect(local.S3_FORCE_PATH_STYLE).toBe(composed[0]!.S3_FORCE_PATH_STYLE);
      expect(local).toMatchObject(LOCAL_S3_KEYS);
      expect(local.MEDIA_DIR).toBeUndefined();

      const folder = plan.find((p) => p.name === name)!.env;
      for (const setting of STORAGE_SETTINGS) expect(folder[setting], setting).toBeUndefined();
      expect(folder.MEDIA_DIR).toBe('/tmp/stack/media');
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

// Reads docker-compose.yml and turns it into the processes of stack mode: the same services,
// commands, ports and environment, run directly on this machine. The only differences are the
// ones a machine without Docker needs, listed in LOCAL_SUBSTITUTIONS.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './build-plan.mjs';

/** Environment variables stack mode replaces, and why. */
export const LOCAL_SUBSTITUTIONS = {
  DATABASE_URL: 'the throwaway PostgreSQL cluster (--postgres), or unset for SQLite',
  DATA_DIR: "the same path under stack mode's data folder (data/stack/<volume>) instead of on the container volume",
  MEDIA_DIR:
    'without --s3 the stored files are in one media folder the instances share (data/stack/media) instead of the bucket',
  S3_ENDPOINT: "with --s3 the local S3 protocol server on MinIO's published port; without --s3 unset",
  S3_BUCKET: 'with --s3 the same bucket on the local S3 protocol server; without --s3 unset',
  S3_ACCESS_KEY_ID: "with --s3 the local S3 protocol server's fixed keys; without --s3 unset",
  S3_SECRET_ACCESS_KEY: "with --s3 the local S3 protocol server's fixed keys; without --s3 unset",
  S3_FORCE_PATH_STYLE: 'with --s3 the same; without --s3 unset',
  API_INTERNAL_ORIGIN: "localhost and the service's published port instead of its name on Docker's network",
  REMOTE_INTERNAL_ORIGINS:
    "each remote's localhost and published port instead of its name on Docker's network (its public origin, then)",
};

/** The keys the local S3 protocol server (s3rver) checks signatures with; it knows no others. */
export const LOCAL_S3_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/** The settings naming the bucket (docs/operating.md#where-files-are-stored). */
const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];

/** Stack mode's data folder: the volumes' folders, the shared media folder, the bucket's objects. */
export const STACK_DATA_DIR = path.join(ROOT, 'data', 'stack');

/** Variables naming a folder on a compose volume. */
const VOLUME_PATHS = ['DATA_DIR', 'MEDIA_DIR'];

/** The compose service holding the bucket, whose port the local S3 protocol server takes. */
export const OBJECT_STORAGE_SERVICE = 'minio';

/**
 * A folder on one of a service's volumes ("/var/lib/lumen/server" on "server-data:/var/lib/lumen/server")
 * as the same path under a folder named after the volume in stack mode's data folder
 * ("data/stack/server-data"). Services that share a volume in compose then share the same folders
 * on this machine, and nothing else.
 */
function onLocalDisk(value, service, dataDir) {
  for (const volume of service.volumes ?? []) {
    const [volumeName, mountPoint] = String(volume).split(':');
    if (!mountPoint) continue;
    const relative = path.posix.relative(mountPoint, value);
    if (relative === '' || (!relative.startsWith('..') && !path.posix.isAbsolute(relative)))
      return path.join(dataDir, volumeName, ...relative.split('/').filter(Boolean));
  }
  throw new Error(`${value} is on none of the service's volumes`);
}

/** An address that names a compose service ("http://server:3000"), as it is reached without Docker. */
function withoutDockerNetwork(value, services) {
  const url = new URL(value);
  const service = services[url.hostname];
  if (!service) return value;
  return `${url.protocol}//localhost:${publishedPort(service)}`;
}

/**
 * Services stack mode does not run itself: it starts its own database (--postgres) and its own S3
 * protocol server (--s3) when asked, and the bucket is created with it.
 */
export const EXTERNAL_SERVICES = ['postgres', OBJECT_STORAGE_SERVICE, 'minio-bucket'];

/**
 * Services that need PostgreSQL: a second API instance shares the first one's database, which
 * SQLite (one file, one process) cannot offer with realtime fan-out. Left out on SQLite.
 */
export const POSTGRES_ONLY_SERVICES = ['server-2', 'shell-2'];

/** Reads and parses docker-compose.yml. */
export function readCompose(file = path.join(ROOT, 'docker-compose.yml')) {
  return parse(fs.readFileSync(file, 'utf8'), { merge: true });
}

/** The host port a service publishes ("3101:3101" gives 3101). */
export function publishedPort(service) {
  const mapping = service.ports?.[0];
  if (!mapping) return null;
  return Number(String(mapping).split(':')[0]);
}

/** The services a compose service names under depends_on (a list or a map). */
function dependencies(service) {
  const dependsOn = service.depends_on ?? [];
  return Array.isArray(dependsOn) ? dependsOn : Object.keys(dependsOn);
}

/**
 * Where stack mode's S3 protocol server listens and the bucket it must hold: MinIO's published
 * port and the bucket the API instances name.
 */
export function objectStorageServer(compose = readCompose()) {
  const bucket = Object.values(compose.services).find((service) => service.environment?.S3_BUCKET)?.environment
    .S3_BUCKET;
  return { port: publishedPort(compose.services[OBJECT_STORAGE_SERVICE]), bucket: String(bucket) };
}

/**
 * The stored-files settings of an API instance in stack mode: compose's bucket on the local S3
 * protocol server (`s3`), or else the media folder the instances share, as before the bucket.
 */
function localStorageSettings(env, s3, services, dataDir) {
  if (!('S3_BUCKET' in env)) return;
  if (s3) {
    env.S3_ENDPOINT = withoutDockerNetwork(env.S3_ENDPOINT, services);
    Object.assign(env, LOCAL_S3_KEYS);
  } else {
    for (const name of S3_SETTINGS) delete env[name];
    env.MEDIA_DIR = path.join(dataDir, 'media');
  }
}

/**
 * The processes of stack mode, one per compose service. `databaseUrl` null means SQLite; `s3`
 * keeps the stored files in the bucket (on stack mode's S3 protocol server, objectStorageServer).
 * Each entry: { name, command, args, port, env, dependsOn } (dependsOn: the services it waits
 * for, healthy, before it starts).
 */
export function stackPlan({ compose = readCompose(), databaseUrl = null, s3 = false, dataDir = STACK_DATA_DIR } = {}) {
  return Object.entries(compose.services)
    .filter(([name]) => !EXTERNAL_SERVICES.includes(name))
    .filter(([name]) => databaseUrl || !POSTGRES_ONLY_SERVICES.includes(name))
    .map(([name, service]) => {
      const env = Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, String(v)]));
      if ('DATABASE_URL' in env) {
        if (databaseUrl) env.DATABASE_URL = databaseUrl;
        else delete env.DATABASE_URL;
      }
      for (const name of VOLUME_PATHS) if (name in env) env[name] = onLocalDisk(env[name], service, dataDir);
      localStorageSettings(env, s3, compose.services, dataDir);
      if ('API_INTERNAL_ORIGIN' in env)
        env.API_INTERNAL_ORIGIN = withoutDockerNetwork(env.API_INTERNAL_ORIGIN, compose.services);
      if ('REMOTE_INTERNAL_ORIGINS' in env)
        env.REMOTE_INTERNAL_ORIGINS = env.REMOTE_INTERNAL_ORIGINS.split(',')
          .map((pair) =>
            pair
              .split('=')
              .map((origin) => withoutDockerNetwork(origin, compose.services))
              .join('='),
          )
          .join(',');
      const [command, ...args] = service.command;
      return {
        name,
        command: command === 'node' ? process.execPath : command,
        args,
        port: publishedPort(service),
        env,
        dependsOn: dependencies(service).filter((dependency) => !EXTERNAL_SERVICES.includes(dependency)),
      };
    });
}

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
  DATA_DIR: "the same path under stack mode's data folder (data/stack) instead of under the container volume",
  MEDIA_DIR: "the same path under stack mode's data folder (data/stack) instead of under the container volume",
  API_INTERNAL_ORIGIN: "localhost and the service's published port instead of its name on Docker's network",
};

/** Variables naming a folder on a compose volume. */
const VOLUME_PATHS = ['DATA_DIR', 'MEDIA_DIR'];

/**
 * A folder on one of a service's volumes ("/var/lib/lumen/server" on "media-data:/var/lib/lumen")
 * as the same path under stack mode's data folder ("data/stack/server"). Instances that share a
 * volume in compose then share the same folders on this machine, and nothing else.
 */
function onLocalDisk(value, service, dataDir) {
  for (const volume of service.volumes ?? []) {
    const mountPoint = String(volume).split(':')[1];
    if (!mountPoint) continue;
    const relative = path.posix.relative(mountPoint, value);
    if (relative === '' || (!relative.startsWith('..') && !path.posix.isAbsolute(relative)))
      return path.join(dataDir, ...relative.split('/').filter(Boolean));
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

/** Services stack mode does not run itself (it starts its own database when asked). */
export const EXTERNAL_SERVICES = ['postgres'];

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
 * The processes of stack mode, one per compose service. `databaseUrl` null means SQLite.
 * Each entry: { name, command, args, port, env, dependsOn } (dependsOn: the services it waits
 * for, healthy, before it starts).
 */
export function stackPlan({
  compose = readCompose(),
  databaseUrl = null,
  dataDir = path.join(ROOT, 'data', 'stack'),
} = {}) {
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
      if ('API_INTERNAL_ORIGIN' in env)
        env.API_INTERNAL_ORIGIN = withoutDockerNetwork(env.API_INTERNAL_ORIGIN, compose.services);
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

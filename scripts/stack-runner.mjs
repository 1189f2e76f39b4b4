// Starts and stops stack mode: every compose service as a local process on its own port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, buildAll } from './build-plan.mjs';
import { STACK_DATA_DIR, objectStorageServer, stackPlan } from './stack-plan.mjs';
import { startS3Server } from './stack-s3.mjs';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms`);
}

/**
 * Builds what is stale, optionally starts a throwaway PostgreSQL and an S3 protocol server (`s3`,
 * the bucket in place of MinIO), then every service; resolves once all answer /healthz. Returns the
 * plan, the database, the object storage ({ port, bucket, folder } or null) and a stop function.
 */
export async function startStack({
  postgres = false,
  s3 = false,
  dataDir = STACK_DATA_DIR,
  log = console.log,
  quiet = false,
} = {}) {
  await buildAll({ log });
  const children = [];
  const database = postgres ? await startThrowawayPostgres() : null;
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    database?.stop();
  };
  const plan = stackPlan({ databaseUrl: database?.url ?? null, s3, dataDir });
  let objectStorage = null;
  try {
    // The S3 protocol server takes MinIO's port, with the bucket the instances name.
    if (s3) {
      const server = await startS3Server({ ...objectStorageServer(), folder: path.join(dataDir, 's3') });
      children.push(server.child);
      objectStorage = { port: server.port, bucket: server.bucket, folder: server.folder };
    }
    // Each service starts once the services it depends on answer /healthz (server-2 after the
    // first server has migrated and seeded the database).
    const healthy = new Map();
    const start = (service) => {
      if (healthy.has(service.name)) return healthy.get(service.name);
      const ready = (async () => {
        await Promise.all(
          service.dependsOn
            .map((name) => plan.find((other) => other.name === name))
            .filter(Boolean)
            .map(start),
        );
        if (service.env.DATA_DIR) fs.mkdirSync(service.env.DATA_DIR, { recursive: true });
        const child = spawn(service.command, service.args, {
          cwd: ROOT,
          env: { ...process.env, ...service.env },
          stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
        });
        children.push(child);
        // The server seeds demo data on first start: about a minute, longer on a busy machine.
        await waitForHealth(`http://localhost:${service.port}/healthz`, child, 300_000);
      })();
      healthy.set(service.name, ready);
      return ready;
    };
    await Promise.all(plan.map(start));
  } catch (error) {
    stop();
    throw error;
  }
  return { plan, database, objectStorage, stop };
}

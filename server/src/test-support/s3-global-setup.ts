import type { TestProject } from 'vitest/node';
import { startTestS3Server, type TestS3Server } from './s3-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The S3 server of this run, for projects with TEST_STORAGE=s3 (test-app.ts makes a bucket per app). */
    s3Endpoint: string;
  }
}

/** The server of this run, shared by the projects that use this setup; stopped after the last. */
let shared: Promise<TestS3Server> | null = null;
let users = 0;

/**
 * Starts one s3rver for the run. It serves from this process (vitest's main one, never a worker),
 * so the workers reach it over HTTP and nothing that needs it may block this process's event loop.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  users += 1;
  shared ??= startTestS3Server([]);
  const server = await shared;
  project.provide('s3Endpoint', server.settings.endpoint!);
  return async () => {
    users -= 1;
    if (users === 0) await (await shared)?.close();
  };
}

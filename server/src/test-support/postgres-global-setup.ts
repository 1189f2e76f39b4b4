import type { TestProject } from 'vitest/node';
// The cluster helper is shared with stack mode (plain JS at the repository root).
import { startThrowawayPostgres } from '../../../scripts/throwaway-postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** Starts one throwaway PostgreSQL cluster for the run (or uses TEST_POSTGRES_URL), stops it after. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_POSTGRES_URL);
    return () => undefined;
  }
  const cluster = await startThrowawayPostgres();
  project.provide('postgresAdminUrl', cluster.url);
  return () => cluster.stop();
}

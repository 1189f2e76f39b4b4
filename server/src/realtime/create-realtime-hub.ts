import { createPostgresRealtimeHub } from './postgres-realtime-hub.js';
import { createLocalRealtimeHub, type RealtimeHub } from './realtime-hub.js';

/**
 * The hub a server runs with: LISTEN/NOTIFY fan-out on PostgreSQL, where several instances may
 * share the database (docs/operating.md#several-server-instances); in-process on SQLite, which
 * one instance owns.
 */
export async function createRealtimeHub(
  databaseUrl: string | null,
  log?: { warn(message: string, error?: unknown): void },
): Promise<RealtimeHub> {
  if (!databaseUrl) return createLocalRealtimeHub();
  return createPostgresRealtimeHub({ connectionString: databaseUrl, ...(log ? { log } : {}) });
}

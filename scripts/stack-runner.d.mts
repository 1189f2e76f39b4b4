import type { StackProcess } from './stack-plan.mjs';
import type { ThrowawayPostgres } from './throwaway-postgres.mjs';

/** A running stack. */
export interface RunningStack {
  plan: StackProcess[];
  database: ThrowawayPostgres | null;
  stop(): void;
}
export function startStack(options?: {
  postgres?: boolean;
  dataDir?: string;
  log?: (message: string) => void;
  quiet?: boolean;
}): Promise<RunningStack>;

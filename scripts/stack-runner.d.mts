import type { StackProcess } from './stack-plan.mjs';
import type { ThrowawayPostgres } from './throwaway-postgres.mjs';

/** A running stack. */
export interface RunningStack {
  plan: StackProcess[];
  database: ThrowawayPostgres | null;
  /** Stack mode's S3 protocol server (--s3): its port, the bucket, the folder of its objects. */
  objectStorage: { port: number; bucket: string; folder: string } | null;
  stop(): void;
}
export function startStack(options?: {
  postgres?: boolean;
  s3?: boolean;
  dataDir?: string;
  log?: (message: string) => void;
  quiet?: boolean;
}): Promise<RunningStack>;

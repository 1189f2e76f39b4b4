/** One process of stack mode. */
export interface StackProcess {
  name: string;
  command: string;
  args: string[];
  port: number | null;
  env: Record<string, string>;
  /** Services that must answer /healthz before this one starts. */
  dependsOn: string[];
}
export const LOCAL_SUBSTITUTIONS: Record<string, string>;
export const EXTERNAL_SERVICES: string[];
export const POSTGRES_ONLY_SERVICES: string[];
export const OBJECT_STORAGE_SERVICE: string;
export const STACK_DATA_DIR: string;
export const LOCAL_S3_KEYS: Record<string, string>;
export function readCompose(file?: string): {
  services: Record<
    string,
    {
      command?: string[];
      entrypoint?: string[];
      ports?: string[];
      environment?: Record<string, string>;
      volumes?: string[];
      depends_on?: string[] | Record<string, { condition: string }>;
    }
  >;
};
export function objectStorageServer(compose?: unknown): { port: number; bucket: string };
export function publishedPort(service: { ports?: string[] }): number | null;
export function stackPlan(options?: {
  compose?: unknown;
  databaseUrl?: string | null;
  s3?: boolean;
  dataDir?: string;
}): StackProcess[];

/** A running throwaway cluster. */
export interface ThrowawayPostgres {
  url: string;
  port: number;
  dir: string;
  stop(): void;
}
export function postgresBinDir(): string;
export function freePort(): Promise<number>;
export function startThrowawayPostgres(options?: { port?: number }): Promise<ThrowawayPostgres>;

import type { ChildProcess } from 'node:child_process';

/** A running S3 protocol server. */
export interface LocalS3Server {
  port: number;
  bucket: string;
  folder: string;
  child: ChildProcess;
  stop(): void;
}
export function startS3Server(options: { port: number; bucket: string; folder: string }): Promise<LocalS3Server>;

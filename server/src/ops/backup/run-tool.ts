import { execFile } from 'node:child_process';

/** Runs an external tool (tar, pg_dump, pg_restore); rejects with its own error text on failure. */
export function runTool(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return reject(new Error(`${command} was not found.`));
      reject(new Error(`${command} failed: ${String(stderr).trim() || error.message}`));
    });
  });
}

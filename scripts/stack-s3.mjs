// Starts a real S3 protocol server (scripts/stack-s3-server.mjs, s3rver) as a child process: stack
// mode's stand-in for MinIO (--s3) and the bench's bucket.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './build-plan.mjs';

/**
 * Serves `bucket` on `port` with its objects under `folder`; resolves once it listens with
 * { port, bucket, folder, child, stop }.
 */
export async function startS3Server({ port, bucket, folder }) {
  // s3rver encrypts a truncated listing's continuation token with DES, which OpenSSL 3 offers only
  // through its legacy provider: without it any listing past one page (the start check lists 10
  // keys) answers 500.
  const script = path.join(ROOT, 'scripts', 'stack-s3-server.mjs');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script, String(port), folder, bucket], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`the S3 server on :${port} exited with ${code}`)));
    });
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGTERM');
    throw error;
  }
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  return { port, bucket, folder, child, stop };
}

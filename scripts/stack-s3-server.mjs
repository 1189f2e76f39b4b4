// Stack mode's stand-in for MinIO (`npm run stack -- --postgres --s3`): a real S3 protocol server
// (s3rver, a devDependency of server) on MinIO's published port, its objects in a folder, the
// bucket created at start. Run as a child process by stack-runner.mjs; prints "ready" once it
// listens. Usage: node scripts/stack-s3-server.mjs <port> <folder> <bucket>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './build-plan.mjs';

const S3rver = createRequire(path.join(ROOT, 'server', 'package.json'))('s3rver');
const [port, directory, bucket] = process.argv.slice(2);
fs.mkdirSync(directory, { recursive: true });
const server = new S3rver({
  address: 'localhost',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log('ready');
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

// `npm run stack [-- --postgres] [--s3]`: the docker-compose topology without Docker. The shell is
// at http://localhost:3100, the API at :3000 and each remote on its own port (see docker-compose.yml);
// --s3 keeps the stored files in a bucket on a local S3 protocol server where compose has MinIO.
import { startStack } from './stack-runner.mjs';

const { plan, database, objectStorage, stop } = await startStack({
  postgres: process.argv.includes('--postgres'),
  s3: process.argv.includes('--s3'),
});
const files = objectStorage
  ? `bucket ${objectStorage.bucket} on http://localhost:${objectStorage.port}/`
  : 'media folder data/stack/media';
console.log(`\nstack mode is up (${database ? 'PostgreSQL' : 'SQLite'}, ${files}):`);
for (const service of plan) console.log(`  ${service.name.padEnd(15)} http://localhost:${service.port}/`);
console.log('\nopen http://localhost:3100/ — Ctrl+C stops everything');
const shutdown = () => {
  stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

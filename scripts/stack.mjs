// `npm run stack [-- --postgres]`: the docker-compose topology without Docker. The shell is at
// http://localhost:3100, the API at :3000 and each remote on its own port (see docker-compose.yml).
import { startStack } from './stack-runner.mjs';

const { plan, database, stop } = await startStack({ postgres: process.argv.includes('--postgres') });
console.log(`\nstack mode is up (${database ? 'PostgreSQL' : 'SQLite'}):`);
for (const service of plan) console.log(`  ${service.name.padEnd(15)} http://localhost:${service.port}/`);
console.log('\nopen http://localhost:3100/ — Ctrl+C stops everything');
const shutdown = () => {
  stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

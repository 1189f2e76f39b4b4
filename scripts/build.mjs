// `npm run build`: builds every package (contracts, server, shell and remotes) for production.
import { buildAll } from './build-plan.mjs';

const started = Date.now();
await buildAll({ force: !process.argv.includes('--stale-only') });
console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// `npm start`: builds what is missing or stale, then runs the server in one-port mode: API, shell
// and every remote at http://localhost:${PORT:-3000}, on SQLite in ./data, seeding demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildAll } from './build-plan.mjs';

await buildAll({ force: false });
const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT || '3000' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

import type { FastifyInstance } from 'fastify';

/** One registered route: its method and its path pattern as registered (`/api/v1/feed/user/:userId/`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every route of a built app, read from Fastify's route tree (`printRoutes`, one node a line, each
 * node's text appended to its parent's; `(GET, HEAD)` marks a node where routes end). HEAD routes
 * that only mirror a GET are left out. Throws when the tree cannot be read, so a change of format
 * fails loudly instead of yielding no routes.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: true });
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    if (line.trim() === '') continue;
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )?(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) throw new Error(`Cannot read the route tree line: ${line}`);
    const depth = (match[1] ?? '').length / 4 + (line.includes('── ') ? 1 : 0);
    stack.length = depth;
    stack[depth] = match[2] ?? '';
    const url = stack.join('');
    const methods = (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      routes.push({ method, url });
    }
  }
  if (!routes.some((r) => r.method === 'GET' && r.url === '/healthz'))
    throw new Error(`The route tree was not read correctly:\n${tree}`);
  return routes;
}

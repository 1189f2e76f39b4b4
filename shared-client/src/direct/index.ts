/**
 * Direct messages: their calls and query hooks, an entry of their own so only the screens that
 * send or show messages download them and the first load of a page stays as it was
 * (docs/behaviour/direct.md). The Messages badge's call stays in the main entry (the shell asks it
 * on every logged-in page). Stateless: all state is in the one shared QueryClient.
 */
export * from './direct-calls.js';
export * from './direct.js';
export * from './direct-cache.js';
export * from './direct-thread.js';
export * from './direct-mutations.js';
export * from './direct-search.js';
export type * from './direct-calls.js';

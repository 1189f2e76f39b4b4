/**
 * Direct messages' calls, query hooks and cache changes, used by this remote alone; what other
 * screens also use (sending, recipients, the query keys) comes from shared-client/direct.
 */
export * from './direct-cache';
export * from './direct-calls';
export * from './direct-mutations';
export * from './direct-search';
export * from './direct-thread';
export * from './direct';

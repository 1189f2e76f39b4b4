/**
 * Direct messages as other screens use them: a story reply, sharing a post, the profile's Message
 * button and the recipients of Send to. The inbox, threads and their changes are remote-direct's
 * own (remote-direct/src/queries). Stateless: all state is in the one shared QueryClient.
 */
export * from './direct-calls.js';
export * from './direct-search.js';
export * from './direct.js';

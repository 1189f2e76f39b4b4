/**
 * Server state for every remote: one TanStack Query cache (the shell creates the client, see
 * createAppQueryClient), and query and mutation hooks, one file per resource. Components never
 * fetch by hand: they call these hooks, and changes made anywhere show everywhere.
 */
export * from './query-client.js';
export * from './cached-data.js';
export * from './media-cache.js';
export * from './cache-sync.js';
export * from './friendships.js';
export * from './relationships.js';
export * from './engagement.js';
export * from './feed.js';
export * from './post.js';
export * from './profile.js';
export * from './collections.js';
export * from './profile-posts.js';
export * from './post-delete.js';
export * from './post-edit.js';
export * from './media-processing.js';
export * from './follow-lists.js';
export * from './likers.js';
export * from './suggestions.js';
export * from './search.js';
export * from './locations.js';
export * from './consent.js';
export * from './comments.js';
export * from './about-account.js';
export * from './discover-keys.js';

/** Runtime schemas (zod) for every entity and input; imported by the server and tests, not by browser code. */
export * from './user.js';
export * from './media.js';
export * from './direct.js';
export * from './search.js';
export * from './consent.js';
export * from './analytics.js';
export * from './remotes.js';
export * from './errors.js';
export * from './accounts.js';
export * from './comments.js';
export * from './collections.js';
export * from './own-data.js';
export * from './form-fields.js';
export * from './paging.js';
export * from './friendships.js';

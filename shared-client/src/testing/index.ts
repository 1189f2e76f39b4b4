/** Helpers for the unit tests of every package: entity fixtures, the query cache, jsdom gaps. */
export * from './fixtures.js';
export * from './query-client.js';
export * from './fake-api.js';
export * from './fake-api-each-test.js';
export * from './deferred.js';
export * from './unfollow-flow.js';

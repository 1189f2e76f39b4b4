/**
 * The settings pages' calls and hooks (blocked and flagged accounts, presence, downloading one's
 * data, deleting the account): an entry of their own, so only remote-profile's settings screens
 * download them and the first load of a page stays as it was (docs/behaviour/settings.md).
 * Stateless: all state is in the one shared QueryClient.
 */
export * from './settings-calls.js';
export * from './own-data-calls.js';
export * from './settings.js';
export * from './own-data.js';
export * from './appearance.js';
export type * from './settings-calls.js';
export type * from './own-data-calls.js';

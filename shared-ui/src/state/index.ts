/**
 * The store primitive alone (`shared-ui/state`), for code built without the kit: a remote's nav
 * module is a plain ES module that bundles what it imports (docs/architecture.md#navigation-entries-from-remotes).
 * The main entry re-exports the store, not the nav badges' `createViewerCount`, which only nav
 * modules bundle.
 */
export * from './value-store.js';
export * from './stored-value-store.js';
export * from './use-value-store.js';
export * from './viewer-count.js';

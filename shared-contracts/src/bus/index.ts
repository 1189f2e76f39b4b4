/**
 * The page's one event bus (`shared-contracts/bus`): the contracts' only state, so the only entry
 * of the contracts that Module Federation shares as a singleton. The main entry is stateless and
 * is bundled, tree-shaken, into each build that uses it (docs/architecture.md#shared-packages).
 */
export * from './event-bus.js';

/**
 * A search box with its list of results (`shared-ui/search`): Create's and the post editor's
 * people and place pickers. Stateless, so it is no federation singleton: each remote that uses it
 * bundles it, and no other page downloads it (docs/architecture.md#shared-packages).
 */
export * from './SearchCombobox.js';
export { useDebouncedSearchTerm, SEARCH_DEBOUNCE_MS } from './use-debounced-search-term.js';

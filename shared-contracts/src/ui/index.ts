/**
 * The UI kit: the one implementation of dialogs, menus, tooltips, icons, buttons and loading,
 * empty and failed states. Its own entry (and federation singleton), so the main entry stays free
 * of components.
 */
export * from './Dialog.js';
export * from './AlertDialog.js';
export * from './UnfollowDialog.js';
export * from './Sheet.js';
export * from './ActionList.js';
export * from './Menu.js';
export * from './SearchCombobox.js';
// A person as a search option shows their picture, whose address the API client resolves.
export * from './person-option.js';
export * from './Tooltip.js';
export * from './Button.js';
export * from './Spinner.js';
export * from './StatePanels.js';
export * from './Avatar.js';
export * from './Badge.js';
export * from './VerifiedBadge.js';
export * from './LocaleSelect.js';
export * from './icons/create-icon.js';
export * from './icons/icons.js';
export { useModalHost } from './modal-stack.js';
export { lockBodyScroll } from './scroll-lock.js';
export { useDocumentTitle } from './use-document-title.js';
export { useDebouncedSearchTerm, SEARCH_DEBOUNCE_MS } from './use-debounced-search-term.js';
export * from './media-query.js';

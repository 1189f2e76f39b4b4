/**
 * The query hooks of discovery (explore, hashtag and location pages, recent and suggested
 * searches, docs/behaviour/search.md): only remote-search uses them, so they live here.
 */
export * from './discover';
export * from './search-history';

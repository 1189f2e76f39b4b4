/**
 * The query hooks of discovery (explore, hashtag and location pages, recent and suggested
 * searches): an entry of their own, so only remote-search's screens download them and the first
 * load of a page stays as it was (docs/behaviour/search.md).
 */
export * from './discover';
export * from './search-history';

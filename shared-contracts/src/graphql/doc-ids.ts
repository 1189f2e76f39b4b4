/**
 * Ids of the persisted GraphQL documents, derived from their text by `deriveDocId`.
 * When a document changes, its test prints the new id to put here.
 */
export const DOC_IDS = {
  FeedTimeline: '398150489143894',
  PostPage: '1444285351172192',
} as const;

/** Names of the persisted documents. */
export type PersistedDocumentName = keyof typeof DOC_IDS;

/**
 * Ids of the persisted GraphQL documents, derived from their text by `deriveDocId`.
 * When a document changes, its test prints the new id to put here.
 */
export const DOC_IDS = {
  FeedTimeline: '8517545767427489',
  PostPage: '3229716923457484',
  PostChain: '2502047343410710',
  CreateFriendship: '3225306093973375',
  DestroyFriendship: '8584048469182985',
} as const;

/** Names of the persisted documents. */
export type PersistedDocumentName = keyof typeof DOC_IDS;

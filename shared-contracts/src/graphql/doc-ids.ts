/**
 * Ids of the persisted GraphQL documents, derived from their text by `deriveDocId`.
 * When a document changes, its test prints the new id to put here.
 */
export const DOC_IDS = {
  FeedTimeline: '7283058634127661',
  PostPage: '1127953217573892',
  PostChain: '572615084776683',
  CreateFriendship: '3225306093973375',
  DestroyFriendship: '8584048469182985',
} as const;

/** Names of the persisted documents. */
export type PersistedDocumentName = keyof typeof DOC_IDS;

/**
 * The storage prefix of an account's archives. Archives live in the media storage (so any
 * instance can serve the one another built), yet are never public: `/media/` answers 404 for a
 * key no row owns (policy/media-files.ts), the archive route checks the session, and the file
 * name is random and never leaves the server (docs/behaviour/own-data.md#download-your-information).
 */
export function exportPrefix(userId: number): string {
  return `exports/${userId}`;
}

/** The storage key of one archive. */
export function exportKey(userId: number, fileName: string): string {
  return `${exportPrefix(userId)}/${fileName}`;
}

/** The folder where versions before archives moved to the storage wrote them (removed by the sweep). */
export const LEGACY_EXPORTS_FOLDER = 'exports';

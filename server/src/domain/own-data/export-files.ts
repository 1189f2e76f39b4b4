import path from 'node:path';

/**
 * The folder of an account's archives: under DATA_DIR, never under the media folder that `/media/`
 * serves to anyone (docs/behaviour/own-data.md#download-your-information).
 */
export function exportFolder(dataDir: string, userId: number): string {
  return path.join(dataDir, 'exports', String(userId));
}

/** The path of one archive file (its name is random and never leaves the server). */
export function exportFilePath(dataDir: string, userId: number, fileName: string): string {
  return path.join(exportFolder(dataDir, userId), fileName);
}

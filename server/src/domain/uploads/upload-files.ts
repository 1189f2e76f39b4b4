import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where partial uploads are kept until they are published (never served). */
export function uploadFilePath(dataDir: string, ownerId: number, entityName: string): string {
  const name = crypto.createHash('sha256').update(entityName).digest('hex').slice(0, 32);
  return path.join(dataDir, 'uploads', String(ownerId), `${name}.part`);
}

/** Writes a slice at an offset, creating the file on the first slice. */
export async function writeSlice(file: string, offset: number, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.open(file, offset === 0 ? 'w' : 'r+');
  try {
    await handle.write(data, 0, data.length, offset);
  } finally {
    await handle.close();
  }
}

/** Removes an upload's file; missing files are fine. */
export async function removeUploadFile(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}

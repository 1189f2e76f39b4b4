import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { makeUser } from '../../test-support/fixtures.js';
import { createBackup, type DataLocation } from './backup.js';
import { restoreBackup } from './restore.js';

/**
 * A server whose media are in a folder of their own (MEDIA_DIR, as in the Compose file where
 * instances share it: docs/operating.md#one-data-folder-per-process) is backed up with those media,
 * and restored into them. Before, a backup read DATA_DIR/media only and held no media at all.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-backup-media-dir-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function filesUnder(root: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) found[path.relative(root, path.join(entry.parentPath, entry.name))] = 'x';
  }
  return found;
}

it('backs up and restores the media of MEDIA_DIR', async () => {
  const source: DataLocation = {
    dataDir: path.join(work, 'server-1'),
    databaseUrl: null,
    mediaDir: path.join(work, 'shared-photos'),
  };
  const database = await openDatabase(source);
  await makeUser(database.db, 'ann');
  await database.close();
  fs.mkdirSync(path.join(source.mediaDir!, 'm', 'ab12'), { recursive: true });
  fs.writeFileSync(path.join(source.mediaDir!, 'm', 'ab12', '1080.webp'), 'photo');
  fs.writeFileSync(path.join(source.mediaDir!, 'm', 'ab12', '640.webp'), 'smaller');

  const archive = path.join(work, 'backup.tar');
  const manifest = await createBackup(source, archive);
  expect(manifest.media_files).toBe(2);

  const target: DataLocation = {
    dataDir: path.join(work, 'restored'),
    databaseUrl: null,
    mediaDir: path.join(work, 'm2'),
  };
  await restoreBackup(target, archive);
  expect(filesUnder(target.mediaDir!)).toEqual({ 'm/ab12/1080.webp': 'x', 'm/ab12/640.webp': 'x' });
  expect(fs.readFileSync(path.join(target.mediaDir!, 'm', 'ab12', '1080.webp'), 'utf8')).toBe('photo');
  expect(fs.existsSync(path.join(target.dataDir, 'media'))).toBe(false);
});

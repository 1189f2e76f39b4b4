import { createHash } from 'node:crypto';
import path from 'node:path';
import type { MediaStorage } from '../../media/storage.js';

/** What a copy did, file by file. */
export interface CopyReport {
  /** Written to the target and read back equal. */
  copied: number;
  /** Already in the target, equal byte for byte (an earlier run): left as it was. */
  unchanged: number;
  bytes: number;
  /** Files that could not be copied, or read back different. */
  failed: { key: string; reason: string }[];
}

/** How many files are copied at once. */
const PARALLEL = 4;

async function sha256Of(storage: MediaStorage, key: string): Promise<string | null> {
  const stream = await storage.stream(key);
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

/**
 * Copies every file of `source` into `target` and checks each one by its SHA-256 read back from
 * the target (docs/operating.md#moving-files-to-a-bucket). A file already in the target with the
 * same bytes is left alone, so a run cut short can be run again and goes on where it stopped;
 * one that differs (a copy cut midway) is written again. The source is never changed.
 */
export async function copyStorage(
  source: MediaStorage & { readonly root?: string },
  target: MediaStorage,
  log: (line: string) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, unchanged: 0, bytes: 0, failed: [] };
  let seen = 0;

  async function copyOne(key: string, size: number): Promise<void> {
    const expected = await sha256Of(source, key);
    if (expected === null) return; // Removed since it was listed.
    const present = await target.stat(key);
    if (present?.size === size && (await sha256Of(target, key)) === expected) {
      report.unchanged += 1;
      return;
    }
    // From the disk the file is streamed; from another storage it is read whole.
    if (source.root) await target.putFile(key, path.join(source.root, key));
    else await target.put(key, (await source.read(key)) ?? Buffer.alloc(0));
    const written = await sha256Of(target, key);
    if (written !== expected) throw new Error(`read back different (sha256 ${written} instead of ${expected})`);
    report.copied += 1;
    report.bytes += size;
  }

  const pending = new Set<Promise<void>>();
  for await (const { key, size } of source.list('')) {
    const job = copyOne(key, size)
      .catch((error: unknown) => {
        report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => {
        pending.delete(job);
        seen += 1;
        if (seen % 100 === 0)
          log(`${seen} files looked at, ${report.copied} copied, ${report.unchanged} already there`);
      });
    pending.add(job);
    if (pending.size >= PARALLEL) await Promise.race(pending);
  }
  await Promise.all(pending);
  return report;
}

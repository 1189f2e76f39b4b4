import type { MediaStorage } from '../../media/storage.js';
import type { ArchiveContents } from './archive-contents.js';
import { ZipWriter } from './zip-writer.js';

/** Caps of one archive (docs/behaviour/own-data.md#what-the-archive-holds). */
export interface ArchiveLimits {
  maxBytes: number;
  maxMediaFiles: number;
}

/** What a finished archive weighs and which media it had to leave out. */
export interface WrittenArchive {
  sizeBytes: number;
  leftOut: string[];
}

/** Room kept for the central directory and README when deciding whether a file still fits. */
const DIRECTORY_RESERVE_BYTES = 64 * 1024;
/** Headers and data descriptor of one stored entry, plus its name in the directory. */
const ENTRY_OVERHEAD_BYTES = 128;

const JSON_FILES = ['account', 'posts', 'comments', 'messages', 'followers', 'following'] as const;

function readme(madeAt: Date, contents: ArchiveContents, leftOut: readonly string[], missing: readonly string[]) {
  const lines = [
    `Your Lumen information (@${String(contents.account.username)}), made ${madeAt.toISOString()}.`,
    `你的 Lumen 信息（@${String(contents.account.username)}），生成于 ${madeAt.toISOString()}。`,
    '',
    'account.json    your profile: username, name, email, biography, links / 你的资料',
    `posts.json      your ${contents.posts.length} posts: captions, dates, places, media files / 你的帖子`,
    `comments.json   the ${contents.comments.length} comments you wrote / 你发表的评论`,
    `messages.json   the ${contents.messages.length} direct threads you are in, with every message / 你参与的私信`,
    `followers.json  the ${contents.followers.length} accounts following you / 你的粉丝`,
    `following.json  the ${contents.following.length} accounts you follow / 你关注的账户`,
    'media/          the largest stored copy of your photos and videos, and your profile picture / 你的照片和视频',
    '',
    'Times are UTC (ISO 8601). 时间为 UTC（ISO 8601）。',
  ];
  if (leftOut.length > 0)
    lines.push(
      '',
      'Left out because the archive reached its size limit / 因压缩包达到大小上限而未包含:',
      ...leftOut.map((name) => `  ${name}`),
    );
  if (missing.length > 0)
    lines.push('', 'Files the server no longer has / 服务器上已不存在的文件:', ...missing.map((name) => `  ${name}`));
  return `${lines.join('\n')}\n`;
}

/** A stored file's size; null when it is gone, or when a row names no key the storage could hold. */
async function sizeOf(storage: MediaStorage, key: string): Promise<number | null> {
  try {
    return (await storage.stat(key))?.size ?? null;
  } catch {
    return null;
  }
}

/**
 * Writes an archive to `file`: the JSON files first (always), then media files while they fit in
 * the caps, then README.txt naming what was left out. The file is written and synced in chunks.
 */
export async function writeArchive(
  file: string,
  contents: ArchiveContents,
  storage: MediaStorage,
  limits: ArchiveLimits,
  madeAt: Date = new Date(),
): Promise<WrittenArchive> {
  const zip = await ZipWriter.create(file, madeAt);
  try {
    for (const name of JSON_FILES)
      await zip.addBuffer(`${name}.json`, Buffer.from(`${JSON.stringify(contents[name], null, 2)}\n`));
    const leftOut: string[] = [];
    const missing: string[] = [];
    let mediaFiles = 0;
    for (const media of contents.media) {
      // Keys come from our own rows; the storage refuses one that is not a plain relative path.
      const size = await sizeOf(storage, media.key);
      if (size === null) missing.push(media.name);
      else if (
        mediaFiles >= limits.maxMediaFiles ||
        zip.bytesWritten + size + ENTRY_OVERHEAD_BYTES + DIRECTORY_RESERVE_BYTES > limits.maxBytes
      )
        leftOut.push(media.name);
      else {
        const source = await storage.stream(media.key);
        if (source === null) missing.push(media.name);
        else {
          await zip.addStream(media.name, source);
          mediaFiles += 1;
        }
      }
    }
    await zip.addBuffer('README.txt', Buffer.from(readme(madeAt, contents, leftOut, missing)));
    return { sizeBytes: await zip.finish(), leftOut };
  } catch (error) {
    await zip.abort();
    throw error;
  }
}

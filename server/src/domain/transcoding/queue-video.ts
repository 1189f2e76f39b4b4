import type { Kysely, Transaction } from 'kysely';
import type { DB, MediaRow } from '../../db/schema.js';
import type { StoryRow } from '../../db/stories-schema.js';
import type { VideoRendition } from '../../media/video-pipeline.js';
import { PROCESSING_PLACEHOLDER_KEY } from '../../media/default-assets.js';
import { insertProcessingVideoPost, newMediaPrefix, type NewPostFields, type StoredImage } from '../media/publish.js';
import { insertProcessingVideoStory, type NewStory } from '../stories/story-publish.js';
import type { MediaStorage } from '../../media/storage.js';
import { enqueueTranscode } from './transcode-jobs.js';
import { keepSource } from './transcode-source.js';

// A video configure call records the post or story as `processing` and queues its transcoding,
// then answers; the worker makes the renditions later (docs/behaviour/media.md#video-processing).

/** An uploaded video that passed the checks: where its bytes are, its display size and its ladder. */
export interface CheckedVideoSource {
  file: string;
  width: number;
  height: number;
  ladder: readonly VideoRendition[];
}

export { transcodeSourcesDir } from './transcode-source.js';

function placeholderImage(prefix: string, source: CheckedVideoSource): StoredImage {
  return {
    prefix: `${prefix}/poster`,
    versions: [{ width: source.width, height: source.height, key: PROCESSING_PLACEHOLDER_KEY }],
    width: source.width,
    height: source.height,
    preview: '',
  };
}

/**
 * Keeps the upload's bytes where the job will find them (the upload row and its bytes are
 * forgotten once the post is recorded), records the post or story and its job in one
 * transaction, and puts the bytes back if that fails, so a corrected retry still has them.
 */
async function recordWithJob<T extends { id: number }>(
  db: Kysely<DB>,
  dataDir: string,
  storage: MediaStorage | undefined,
  source: CheckedVideoSource,
  record: (trx: Transaction<DB>, prefix: string) => Promise<T>,
  targetKind: 'media' | 'story',
  ownerId: number,
): Promise<T> {
  const prefix = newMediaPrefix();
  const kept = await keepSource(storage, dataDir, prefix, source.file);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await record(trx, prefix);
      await enqueueTranscode(trx, {
        targetKind,
        targetId: row.id,
        ownerId,
        sourceFile: kept.sourceFile,
        prefix,
        ladder: source.ladder,
      });
      return row;
    });
  } catch (error) {
    await kept.restore().catch(() => undefined);
    throw error;
  }
}

/**
 * Records a video post (a clip) as processing with its transcoding job; its source waits in the
 * bucket when `storage` is one, else in the data folder.
 */
export function queueVideoPost(
  db: Kysely<DB>,
  dataDir: string,
  fields: NewPostFields,
  source: CheckedVideoSource,
  storage?: MediaStorage,
): Promise<MediaRow> {
  return recordWithJob(
    db,
    dataDir,
    storage,
    source,
    (trx, prefix) => insertProcessingVideoPost(trx, fields, placeholderImage(prefix, source)),
    'media',
    fields.ownerId,
  );
}

/** Records a video story as processing with its transcoding job (its source kept as for a post). */
export function queueVideoStory(
  db: Kysely<DB>,
  dataDir: string,
  story: NewStory,
  source: CheckedVideoSource,
  storage?: MediaStorage,
): Promise<StoryRow> {
  return recordWithJob(
    db,
    dataDir,
    storage,
    source,
    (trx, prefix) => insertProcessingVideoStory(trx, story, placeholderImage(prefix, source)),
    'story',
    story.ownerId,
  );
}

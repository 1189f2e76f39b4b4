import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MediaStorage } from '../../media/storage.js';
import { videoTools } from '../../media/ffmpeg-locator.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import { createTranscodeWorker, type TranscodeWorker } from './transcode-worker.js';

/**
 * The server's transcoder (docs/behaviour/media.md#video-processing): one job per CPU, ffmpeg
 * located when the first job runs (without one, jobs fail as the configure call would have),
 * authors told of progress over the realtime socket. The caller starts it once it serves.
 */
export function createAppTranscoder(
  db: Kysely<DB>,
  storage: MediaStorage,
  realtime: RealtimeHub,
  log?: (message: string) => void,
): TranscodeWorker {
  return createTranscodeWorker({
    db,
    storage,
    realtime,
    tools: async () => {
      const location = await videoTools();
      return location.ok ? location.tools : null;
    },
    ...(log ? { log } : {}),
  });
}

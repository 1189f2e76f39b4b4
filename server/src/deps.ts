import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.js';
import type { DB } from './db/schema.js';
import type { Dialect } from './db/database.js';
import type { MediaStorage } from './media/storage.js';
import type { MediaJobs } from './media/media-jobs.js';
import type { MediaUrls } from './domain/media-urls.js';
import type { RealtimeHub } from './realtime/realtime-hub.js';
import type { TranscodeWorker } from './domain/transcoding/transcode-worker.js';
import type { MailOutbox } from './mail/outbox.js';

/** What route modules need, passed explicitly (no globals). */
export interface AppDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  ping(): Promise<void>;
  config: ServerConfig;
  storage: MediaStorage;
  urls: MediaUrls;
  /** The queue every image decode/encode and video transcode runs through. */
  mediaJobs: MediaJobs;
  /** Delivers realtime events (direct messages, presence, badge) to users' open sockets. */
  realtime: RealtimeHub;
  /** Runs queued video transcoding in the background (docs/behaviour/media.md#video-processing). */
  transcoder: TranscodeWorker;
  /** Sends the mails calls queue in the outbox (docs/behaviour/accounts.md#mail-delivery). */
  mail: MailOutbox;
}

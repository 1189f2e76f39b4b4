import { createRealtimeHub } from './realtime/create-realtime-hub.js';
import type { ServerConfig } from './config.js';
import type { DataDirLock } from './data-dir/data-dir-lock.js';
import { openDatabase } from './db/database.js';
import { describeStorage, openStorage } from './media/open-storage.js';
import { createMediaUrls } from './domain/media-urls.js';
import { ensureDefaultAssets } from './media/default-assets.js';
import { createMediaJobs } from './media/media-jobs.js';
import { configureSharp } from './media/sharp-limits.js';
import { describeLocation, videoTools } from './media/ffmpeg-locator.js';
import { seedDemoData } from './seed/seed.js';
import { buildApp } from './app.js';
import { installGracefulShutdown } from './ops/graceful-shutdown.js';
import { createAppTranscoder } from './domain/transcoding/app-transcoder.js';
import { createMailer } from './mail/mailer.js';
import { createMailOutbox } from './mail/outbox.js';

/**
 * Starts the server on a data folder this process holds (main.ts took its lock): database and
 * migrations, demo data on first start, then HTTP. The lock goes when the process exits.
 */
export async function main(config: ServerConfig, lock: DataDirLock): Promise<void> {
  configureSharp();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = await openStorage(config);
  await ensureDefaultAssets(storage);
  const mediaJobs = createMediaJobs();
  const realtime = await createRealtimeHub(config.databaseUrl, {
    warn: (message, error) => console.warn(message, error),
  });
  const deps = {
    ...database,
    config,
    storage,
    urls: createMediaUrls(config.mediaBaseUrl, config.mediaPublicBaseUrl),
    mediaJobs,
    realtime,
    transcoder: createAppTranscoder(database.db, storage, realtime, (message) => console.warn(message)),
    // The log is the app's, made below; mails are sent only once it exists (after listen).
    mail: createMailOutbox(
      database.db,
      createMailer(config, (message) => app.log.info(message)),
      (message) => app.log.warn(message),
    ),
  };
  const app = await buildApp(deps, { logger: true });
  // Which ffmpeg video runs on (system preferred, else the bundled one), or why video is off.
  const video = await videoTools();
  if (video.ok) app.log.info(describeLocation(video));
  else app.log.warn(describeLocation(video));
  if (config.seedDemo) {
    const result = await seedDemoData(deps, { log: (message) => app.log.info(message) });
    app.log.info(result.seeded ? `demo data seeded in ${result.ms} ms` : 'demo data already present');
  }
  await app.listen({ port: config.port, host: config.host });
  // Queued videos (also those a previous run left mid-way) are transcoded from now on.
  deps.transcoder.start();
  // Mail left in the outbox (SMTP down, or a previous run stopped) is sent from now on.
  deps.mail.start();
  app.log.info(`database: ${database.dialect}; open http://localhost:${config.port}/`);
  app.log.info(`data folder ${config.dataDir} (lock ${lock.file}), ${describeStorage(config)}`);
  installGracefulShutdown(
    {
      closeHttp: async () => {
        await app.close();
        await deps.realtime.close();
      },
      drainJobs: async () => {
        // Running transcodes stop; their jobs run again on the next start (docs/behaviour/media.md#video-processing).
        await deps.transcoder.stop({ release: true });
        await deps.mail.stop();
        await mediaJobs.drain();
      },
      closeDatabase: () => database.close(),
    },
    {
      deadlineMs: config.shutdownTimeoutMs,
      log: { info: (message) => app.log.info(message), error: (message, err) => app.log.error({ err }, message) },
    },
  );
}

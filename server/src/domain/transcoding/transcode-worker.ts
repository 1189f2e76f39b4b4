import os from 'node:os';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { TranscodeJobRow } from '../../db/stories-schema.js';
import type { FfmpegTools } from '../../media/ffmpeg.js';
import type { MediaStorage } from '../../media/storage.js';
import { transcodeVideo, type VideoRendition } from '../../media/video-pipeline.js';
import { storeRenditions } from '../media/publish.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import {
  claimNextJob,
  completeJob,
  dropJob,
  failJob,
  jobHold,
  releaseJob,
  renewLease,
  reportProgress,
  type JobHold,
} from './transcode-jobs.js';
import { removeTranscodeSource, withSourceFile } from './transcode-source.js';

/** The background transcoder: runs queued jobs, at most `concurrency` at once. */
export interface TranscodeWorker {
  /** Starts polling (and at once looks for work). */
  start(): void;
  /** Looks for work now (after a job was queued). */
  kick(): void;
  /**
   * Stops: running ffmpeg processes are ended and their jobs left for the next start, as after a
   * crash (taken again once their lease ran out), or with `release` queued again at once (a
   * graceful shutdown).
   */
  stop(options?: { release?: boolean }): Promise<void>;
  /** Resolves when nothing is running and no job is waiting (tests, graceful shutdown). */
  idle(): Promise<void>;
  readonly running: number;
  readonly concurrency: number;
}

/** Options of the worker; the defaults suit production. */
export interface TranscodeWorkerOptions {
  db: Kysely<DB>;
  storage: MediaStorage;
  /** The ffmpeg to run, or how to find it (null: video is off, and each job fails). */
  tools: FfmpegTools | (() => Promise<FfmpegTools | null>);
  /** Tells the author how their video is coming along (docs/behaviour/media.md#video-processing). */
  realtime?: RealtimeHub;
  /** Jobs at once; one per CPU by default (more would only share the same cores). */
  concurrency?: number;
  /** How long a job stays claimed without a sign of life from its worker. */
  leaseMs?: number;
  /** How often to look for work when nothing is kicked. */
  pollMs?: number;
  log?: (message: string) => void;
}

/**
 * A worker over the durable queue (docs/behaviour/media.md#video-processing). Each job
 * transcodes its source into the ladder's renditions with HLS and a poster, reports progress
 * (renewing its lease), then records the renditions on its post or story and removes the source.
 */
export function createTranscodeWorker(options: TranscodeWorkerOptions): TranscodeWorker {
  const { db, storage } = options;
  const findTools = async () => (typeof options.tools === 'function' ? options.tools() : options.tools);
  const tell = (job: TranscodeJobRow, status: 'processing' | 'ready' | 'failed', progress: number) =>
    options.realtime?.publish([job.owner_id], {
      type: 'media-processing',
      target: job.target_kind === 'story' ? 'story' : 'media',
      id: String(job.target_id),
      status,
      progress,
    });
  const concurrency = Math.max(1, options.concurrency ?? os.availableParallelism());
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 2000;
  const log = options.log ?? (() => undefined);
  const controllers = new Map<AbortController, TranscodeJobRow>();
  const runningJobs = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let looking = false;
  let queueEmpty = false;

  /**
   * The job's post or story was deleted (before or while it ran): nothing it made may stay, and
   * the post is never made ready (docs/behaviour/media.md#video-processing).
   */
  async function discard(job: TranscodeJobRow): Promise<void> {
    await dropJob(db, job);
    await storage.removePrefix(job.prefix);
    await removeTranscodeSource(storage, job.source_file);
    log(`transcode job ${job.id} dropped: its ${job.target_kind} was deleted`);
  }

  async function runJob(job: TranscodeJobRow, controller: AbortController): Promise<void> {
    // Set when the job's post or story went meanwhile: ffmpeg is stopped and its files removed.
    let gone = false;
    const onHold = (hold: JobHold) => {
      if (hold === 'held') return;
      gone ||= hold === 'gone';
      controller.abort();
    };
    // A heartbeat keeps the lease while ffmpeg works, however long one rendition takes, and
    // notices a deletion meanwhile.
    const heartbeat = setInterval(() => void renewLease(db, job, leaseMs).then(onHold, () => undefined), leaseMs / 3);
    try {
      // Deleted while it waited in the queue.
      if ((await jobHold(db, job)) === 'gone') {
        gone = true;
        return;
      }
      const ladder = JSON.parse(job.ladder) as VideoRendition[];
      const tools = await findTools();
      if (!tools) throw new Error('Video is off on this server.');
      // On a bucket the source is copied to this machine first (any instance may run the job).
      const video = await withSourceFile(storage, job.source_file, (source) =>
        transcodeVideo(tools, storage, source, job.prefix, ladder, {
          signal: controller.signal,
          onProgress: async (fraction) => {
            onHold(await reportProgress(db, job, fraction, leaseMs));
            if (!controller.signal.aborted) tell(job, 'processing', Math.min(0.99, fraction));
          },
        }),
      );
      if (controller.signal.aborted) return;
      const poster = await storeRenditions(storage, video.poster, `${job.prefix}/poster`);
      const recorded = await completeJob(db, job, {
        poster: { ...poster, width: video.poster.width, height: video.poster.height, preview: video.poster.preview },
        versions: video.versions,
        hlsKey: video.hlsKey,
        duration: video.duration,
        hasAudio: video.hasAudio,
      });
      gone = recorded === 'gone';
      // `lost`: another worker took the job over (this one's lease ran out): the source is theirs now.
      if (recorded === 'held') {
        await removeTranscodeSource(storage, job.source_file);
        tell(job, 'ready', 1);
      }
    } catch (error) {
      // Stopped on purpose: the job stays claimed until its lease runs out, then runs again.
      if (controller.signal.aborted) return;
      // Its post or story went meanwhile (a purge also removes the source): not a failure.
      if ((await jobHold(db, job)) === 'gone') {
        gone = true;
        return;
      }
      const outcome = await failJob(db, job, error instanceof Error ? error.message : String(error));
      // Taken over meanwhile: the files are the other attempt's now, and its outcome counts.
      if (outcome === 'lost') return;
      if (outcome === 'gone') {
        gone = true;
        return;
      }
      log(`transcode job ${job.id} failed${outcome === 'failed' ? ' for good' : ', will retry'}: ${String(error)}`);
      if (outcome === 'failed') {
        // Nothing half-made stays: the renditions written so far and the source go.
        await storage.removePrefix(job.prefix);
        await removeTranscodeSource(storage, job.source_file);
        tell(job, 'failed', 0);
      }
    } finally {
      clearInterval(heartbeat);
      if (gone) await discard(job).catch((error: unknown) => log(`transcode job ${job.id}: ${String(error)}`));
    }
  }

  async function fill(): Promise<void> {
    if (looking || stopped) return;
    looking = true;
    try {
      while (!stopped && runningJobs.size < concurrency) {
        const job = await claimNextJob(db, leaseMs);
        if (!job) {
          queueEmpty = true;
          break;
        }
        queueEmpty = false;
        const controller = new AbortController();
        controllers.set(controller, job);
        const promise = runJob(job, controller).finally(() => {
          controllers.delete(controller);
          runningJobs.delete(promise);
          void fill();
        });
        runningJobs.add(promise);
      }
    } catch (error) {
      log(`transcode queue: ${String(error)}`);
    } finally {
      looking = false;
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => void fill(), pollMs);
      timer.unref();
      void fill();
    },
    kick() {
      void fill();
    },
    async stop(stopOptions = {}) {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      const held = [...controllers.values()];
      for (const controller of controllers.keys()) controller.abort();
      await Promise.allSettled([...runningJobs]);
      if (stopOptions.release) await Promise.allSettled(held.map((job) => releaseJob(db, job)));
    },
    async idle() {
      for (;;) {
        if (runningJobs.size === 0) {
          queueEmpty = false;
          await fill();
          if (runningJobs.size === 0 && queueEmpty) return;
        }
        await Promise.race([...runningJobs, new Promise((resolve) => setTimeout(resolve, 50))]);
      }
    },
    get running() {
      return runningJobs.size;
    },
    concurrency,
  };
}

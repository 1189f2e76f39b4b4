import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { probeVideo, type VideoFacts } from '../../media/ffmpeg.js';
import { videoTools } from '../../media/ffmpeg-locator.js';
import { SNIFF_BYTES, sniffType } from '../../media/file-type.js';
import { judgeVideo, renditionLadder } from '../../media/video-rules.js';
import { transcodeVideo } from '../../media/video-pipeline.js';
import { insertVideoPost, newMediaPrefix, storeRenditions } from '../../domain/media/publish.js';
import { CreateError, toCreateFailure } from '../../domain/media/create-error.js';
import {
  completeUpload,
  creationActor,
  finalizeAnswer,
  PostFieldsSchema,
  publishFromUploads,
  resolvePostFields,
  UploadIdSchema,
  type PublishGuards,
} from './creation-context.js';

const ClipsFormSchema = PostFieldsSchema.extend({ upload_id: UploadIdSchema });

async function firstBytes(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * POST /api/v1/media/configure_to_clips/ (form): checks an uploaded video (container from its
 * bytes and ffprobe, aspect ratio, duration), transcodes it to two H.264 qualities with HLS and a
 * poster, and publishes it. Any failure removes every file written under the post's prefix.
 */
export async function clipsRoutes(app: FastifyInstance, deps: AppDeps, guards: PublishGuards): Promise<void> {
  const { db, storage, mediaJobs } = deps;
  app.post('/api/v1/media/configure_to_clips/', async (request) => {
    const { viewer, actor } = await creationActor(request);
    const input = parseInput(ClipsFormSchema, request.body);
    const fields = await resolvePostFields(deps, viewer.id, input);
    const upload = await completeUpload(deps, actor, input.upload_id, 2);
    // Located once per process; without a usable ffmpeg every video is refused (the start-up
    // log says why: docs/operating.md#video-and-ffmpeg).
    const location = await videoTools();
    if (!location.ok)
      throw new CreateError(400, 'validation_failed', 'video_not_supported', 'Video is off on this server.');
    const tools = location.tools;

    const sniffed = sniffType(await firstBytes(upload.file));
    let facts: VideoFacts | null = null;
    try {
      facts = await probeVideo(tools, upload.file);
    } catch {
      facts = null;
    }
    const verdict = judgeVideo(sniffed, facts);
    if (verdict || !facts) {
      const reason = verdict?.reason ?? 'video_not_supported';
      const format = reason === 'video_format_not_supported';
      throw new CreateError(
        format ? 415 : 400,
        format ? 'unsupported_media_type' : 'validation_failed',
        reason,
        verdict?.message ?? 'This video is not supported.',
      );
    }

    const ladder = renditionLadder(facts.width, facts.height);
    const row = await publishFromUploads(deps, guards, [upload], async () => {
      const prefix = newMediaPrefix();
      try {
        // One media job: ffmpeg and the poster's pipeline wait their turn like photos do.
        const video = await mediaJobs.run(() => transcodeVideo(tools, storage, upload.file, prefix, ladder));
        const poster = await storeRenditions(storage, video.poster, `${prefix}/poster`);
        return await insertVideoPost(db, fields, {
          poster: { ...poster, width: video.poster.width, height: video.poster.height, preview: video.poster.preview },
          versions: video.versions,
          hlsKey: video.hlsKey,
          duration: video.duration,
          hasAudio: video.hasAudio,
        });
      } catch (error) {
        // All or nothing: renditions, segments, playlists and poster of an unrecorded post go.
        await storage.removePrefix(prefix);
        throw toCreateFailure(error);
      }
    });
    return finalizeAnswer(deps, request, row, viewer);
  });
}

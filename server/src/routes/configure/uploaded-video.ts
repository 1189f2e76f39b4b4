import fs from 'node:fs/promises';
import { probeVideo, type VideoFacts } from '../../media/ffmpeg.js';
import { videoTools } from '../../media/ffmpeg-locator.js';
import { SNIFF_BYTES, sniffType } from '../../media/file-type.js';
import { judgeVideo, renditionLadder } from '../../media/video-rules.js';
import type { VideoRendition } from '../../media/video-pipeline.js';
import { CreateError } from '../../domain/media/create-error.js';
import type { CheckedVideoSource } from '../../domain/transcoding/queue-video.js';

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

/** An uploaded video that passed the checks: its bytes, display size and the renditions to make. */
export interface CheckedVideo extends CheckedVideoSource {
  facts: VideoFacts;
  ladder: VideoRendition[];
}

/**
 * Checks an uploaded video before anything is recorded (docs/behaviour/creation.md#video-pipeline):
 * its container from its bytes and ffprobe, aspect ratio and duration. The one check every video
 * configure call (post, clip, story) makes before queueing its transcoding. Without a usable ffmpeg
 * every video is refused (the start-up log says why: docs/operating.md#video-and-ffmpeg).
 */
export async function checkUploadedVideo(file: string): Promise<CheckedVideo> {
  const location = await videoTools();
  if (!location.ok)
    throw new CreateError(400, 'validation_failed', 'video_not_supported', 'Video is off on this server.');
  const tools = location.tools;
  const sniffed = sniffType(await firstBytes(file));
  let facts: VideoFacts | null = null;
  try {
    facts = await probeVideo(tools, file);
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
  return { file, facts, width: facts.width, height: facts.height, ladder: renditionLadder(facts.width, facts.height) };
}

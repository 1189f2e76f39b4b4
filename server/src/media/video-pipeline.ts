import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaStorage } from './storage.js';
import { encodeRenditions, POST_WIDTHS, type ProcessedImage } from './image-pipeline.js';
import { ffmpeg, probe, type FfmpegTools } from './ffmpeg.js';
import type { StoredVersion } from '../domain/media/stored-media.js';

/** One output size of a video; the widest is first. */
export interface VideoRendition {
  width: number;
  height: number;
  /** Target video bitrate, kbit/s. */
  kbps: number;
}

/** A video as stored: progressive MP4s, the HLS master playlist, the poster and facts. */
export interface TranscodedVideo {
  versions: StoredVersion[];
  hlsKey: string;
  duration: number;
  hasAudio: boolean;
  poster: ProcessedImage;
}

/** Segment length of the HLS renditions, seconds; also the keyframe interval. */
export const HLS_SEGMENT_SECONDS = 2;

/**
 * Transcodes a video into H.264/AAC MP4 renditions (each also a progressive source), remuxes
 * each into an HLS media playlist with MPEG-TS segments (no second encode), writes the master
 * playlist, and takes a poster frame through the image pipeline (capped at 1080, with preview).
 * Everything lands under `prefix` in storage; the scratch folder is always removed.
 */
export async function transcodeVideo(
  tools: FfmpegTools,
  storage: MediaStorage,
  input: string,
  prefix: string,
  renditions: readonly VideoRendition[],
  options: { onProgress?: (fraction: number) => void | Promise<void>; signal?: AbortSignal } = {},
): Promise<TranscodedVideo> {
  const { signal } = options;
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'lumen-video-'));
  try {
    const { duration, hasAudio } = await probe(tools, input);
    const versions: StoredVersion[] = [];
    const variants: string[] = [];
    for (const [index, r] of renditions.entries()) {
      await options.onProgress?.(index / (renditions.length + 1));
      const mp4 = path.join(work, `${r.width}.mp4`);
      // Keyframes every segment length, so each HLS segment starts with one.
      await ffmpeg(
        tools,
        [
          '-i',
          input,
          '-vf',
          `scale=${r.width}:${r.height}:force_original_aspect_ratio=decrease,pad=${r.width}:${r.height}:(ow-iw)/2:(oh-ih)/2,format=yuv420p`,
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-profile:v',
          'main',
          '-b:v',
          `${r.kbps}k`,
          '-maxrate',
          `${Math.round(r.kbps * 1.5)}k`,
          '-bufsize',
          `${r.kbps * 2}k`,
          '-force_key_frames',
          `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`,
          ...(hasAudio ? ['-c:a', 'aac', '-b:a', '64k', '-ac', '2'] : ['-an']),
          '-movflags',
          '+faststart',
          mp4,
        ],
        signal,
      );
      const hlsDir = path.join(work, 'hls', String(r.width));
      await fs.mkdir(hlsDir, { recursive: true });
      await ffmpeg(
        tools,
        [
          '-i',
          mp4,
          '-c',
          'copy',
          '-f',
          'hls',
          '-hls_time',
          String(HLS_SEGMENT_SECONDS),
          '-hls_playlist_type',
          'vod',
          '-hls_segment_filename',
          path.join(hlsDir, 'seg%03d.ts'),
          path.join(hlsDir, 'index.m3u8'),
        ],
        signal,
      );
      const key = `${prefix}/${r.width}.mp4`;
      // Streamed from the disk: a rendition can be hundreds of megabytes.
      await storage.putFile(key, mp4);
      for (const file of await fs.readdir(hlsDir))
        await storage.putFile(`${prefix}/hls/${r.width}/${file}`, path.join(hlsDir, file));
      versions.push({ width: r.width, height: r.height, key });
      const bandwidth = (r.kbps + (hasAudio ? 64 : 0)) * 1000;
      const codecs = hasAudio ? 'avc1.4d401e,mp4a.40.2' : 'avc1.4d401e';
      variants.push(
        `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${codecs}"\n${r.width}/index.m3u8`,
      );
    }
    const hlsKey = `${prefix}/hls/master.m3u8`;
    await storage.put(hlsKey, Buffer.from(`#EXTM3U\n#EXT-X-VERSION:3\n${variants.join('\n')}\n`));
    const posterFile = path.join(work, 'poster.png');
    const widest = versions[0];
    if (!widest) throw new Error('A video needs at least one rendition.');
    await ffmpeg(
      tools,
      [
        '-ss',
        String(Math.min(0.5, duration / 2)),
        '-i',
        path.join(work, `${widest.width}.mp4`),
        '-frames:v',
        '1',
        posterFile,
      ],
      signal,
    );
    await options.onProgress?.(renditions.length / (renditions.length + 1));
    const { data, info } = await sharp(posterFile).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const poster = await encodeRenditions(
      { data, width: info.width, height: info.height, channels: info.channels },
      { widths: POST_WIDTHS, effort: 1 },
    );
    return { versions, hlsKey, duration, hasAudio, poster };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

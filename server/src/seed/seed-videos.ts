import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { MediaStorage } from '../media/storage.js';
import { ffmpeg, type FfmpegTools } from '../media/ffmpeg.js';
import { transcodeVideo, type VideoRendition } from '../media/video-pipeline.js';
import { StoredVersionSchema } from '../domain/media/stored-media.js';
import { storeRenditions } from '../domain/media/publish.js';
import { SeedImageSchema } from './seed-images.js';
import { readSeedCache } from './seed-cache.js';

/** A demo clip: an ffmpeg lavfi source (and optional tone), its renditions and alt text. */
export interface SeedClip {
  name: string;
  video: string;
  audio: string | null;
  seconds: number;
  renditions: VideoRendition[];
  description: string;
}

/** A seeded video as stored (its meta.json). */
const SeedVideoSchema = z.object({
  prefix: z.string(),
  versions: z.array(StoredVersionSchema),
  hlsKey: z.string(),
  duration: z.number(),
  hasAudio: z.boolean(),
  poster: SeedImageSchema,
});
/** A seeded video as stored. */
export type SeedVideo = z.infer<typeof SeedVideoSchema>;

const SQUARE: VideoRendition[] = [
  { width: 480, height: 480, kbps: 700 },
  { width: 240, height: 240, kbps: 250 },
];
const WIDE: VideoRendition[] = [
  { width: 640, height: 360, kbps: 800 },
  { width: 320, height: 180, kbps: 250 },
];

/** The demo's short clips: small and few, so the first seeding stays well inside a minute. */
export const SEED_CLIPS: readonly SeedClip[] = [
  {
    name: 'mandelbrot',
    video: 'mandelbrot=size=480x480:rate=24',
    audio: 'sine=frequency=330:beep_factor=2',
    seconds: 4,
    renditions: SQUARE,
    description: 'A slow zoom into a glowing fractal',
  },
  {
    name: 'life',
    video: 'life=size=480x480:rate=24:mold=10:ratio=0.12:death_color=#1d3557:life_color=#f1c453',
    audio: null,
    seconds: 4,
    renditions: SQUARE,
    description: 'Golden cells growing and fading on a dark blue grid',
  },
  {
    name: 'gradients',
    // A small drifting gradient scaled up (geq is slow at full size). Not the `gradients`
    // source: the bundled ffmpeg (docs/operating.md#video-and-ffmpeg) predates it.
    video:
      "nullsrc=size=64x36:rate=24,geq=r='clip(225+25*sin(T+X/9),0,255)':g='clip(110+70*X/W+30*sin(0.7*T+Y/6),0,255)':b='clip(80+150*X/W*Y/H,0,255)',scale=640:360:flags=bicubic",
    audio: 'sine=frequency=523',
    seconds: 4,
    renditions: WIDE,
    description: 'Warm colour gradients drifting across the frame',
  },
];

/**
 * Generates a clip with ffmpeg's test sources, transcodes it to HLS with two renditions and a
 * poster, and stores it under a prefix named after its recipe; a later seeding reuses it (its
 * meta.json), like the seed images.
 */
export async function storeSeedVideo(tools: FfmpegTools, storage: MediaStorage, clip: SeedClip): Promise<SeedVideo> {
  const recipe = JSON.stringify(clip);
  const prefix = `seed/videos/${clip.name}-${crypto.createHash('sha256').update(recipe).digest('hex').slice(0, 10)}`;
  const metaKey = `${prefix}/meta.json`;
  const cached = readSeedCache(SeedVideoSchema, await storage.read(metaKey));
  if (cached) return cached;
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'lumen-seed-video-'));
  try {
    const source = path.join(work, 'source.mp4');
    await ffmpeg(tools, [
      '-f',
      'lavfi',
      '-i',
      clip.video,
      ...(clip.audio ? ['-f', 'lavfi', '-i', clip.audio] : []),
      '-t',
      String(clip.seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      ...(clip.audio ? ['-c:a', 'aac'] : []),
      source,
    ]);
    const video = await transcodeVideo(tools, storage, source, prefix, clip.renditions);
    const poster = await storeRenditions(storage, video.poster, `${prefix}/poster`);
    const stored: SeedVideo = {
      prefix,
      versions: video.versions,
      hlsKey: video.hlsKey,
      duration: video.duration,
      hasAudio: video.hasAudio,
      poster: { ...poster, width: video.poster.width, height: video.poster.height, preview: video.poster.preview },
    };
    await storage.put(metaKey, Buffer.from(JSON.stringify(stored)));
    return stored;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

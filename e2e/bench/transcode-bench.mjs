// Transcoding throughput for `npm run bench`: seconds of 1080p video transcoded per second of wall
// clock on this machine, through the server's own pipeline (three H.264/AAC renditions with HLS and a
// poster: docs/behaviour/media.md#video-processing), with as many clips at once as the transcode
// worker runs (one per CPU).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Transcodes `clips` 1080p clips of `seconds` each, `concurrency` at once; answers the throughput. */
export async function measureTranscodeThroughput(root, { seconds = 8, clips, concurrency } = {}) {
  const dist = (file) => import(pathToFileURL(path.join(root, 'server', 'dist', file)).href);
  const { videoTools } = await dist('media/ffmpeg-locator.js');
  const { ffmpeg } = await dist('media/ffmpeg.js');
  const { transcodeVideo } = await dist('media/video-pipeline.js');
  const { renditionLadder } = await dist('media/video-rules.js');
  const { createLocalDiskStorage } = await dist('media/storage.js');
  const location = await videoTools();
  if (!location.ok) return { skipped: 'no usable ffmpeg' };
  const workers = concurrency ?? Math.max(1, os.availableParallelism());
  const count = clips ?? workers;
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'lumen-transcode-bench-'));
  try {
    const source = path.join(work, 'source.mp4');
    await ffmpeg(location.tools, [
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1920x1080:rate=30:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      '-shortest',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      source,
    ]);
    const storage = createLocalDiskStorage(path.join(work, 'media'));
    const ladder = renditionLadder(1920, 1080);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < count) {
          const index = next++;
          await transcodeVideo(location.tools, storage, source, `bench/${index}`, ladder);
        }
      }),
    );
    const wallSeconds = (performance.now() - started) / 1000;
    return {
      clips: count,
      clipSeconds: seconds,
      concurrency: workers,
      renditions: ladder.map((r) => `${r.width}x${r.height}`),
      wallSeconds,
      videoSecondsPerSecond: (count * seconds) / wallSeconds,
    };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

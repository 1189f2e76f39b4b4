import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FfmpegTools } from './ffmpeg.js';
import { checkCandidate, describeLocation, locateFfmpeg, type CandidateCheck } from './ffmpeg-locator.js';

/**
 * Which ffmpeg video runs on (docs/operating.md#video-and-ffmpeg): the configured one, else the
 * system's on PATH, else the bundled one; a build without the encoders is passed over, with a
 * reason. Fake executables (shell scripts) stand in for the tools.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-ffmpeg-locator-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const FULL_ENCODERS = ' V..... libx264  libx264 H.264\n A..... aac  AAC (Advanced Audio Coding)\n';
const MUXERS = '  E hls             Apple HTTP Live Streaming\n';

/** A folder with fake ffmpeg and ffprobe that answer -version, -encoders and -muxers. */
function fakeTools(name: string, encoders = FULL_ENCODERS): string {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  const answer = (text: string) => `printf '%s' '${text.replace(/'/g, '')}'`;
  fs.writeFileSync(
    path.join(dir, 'ffmpeg'),
    [
      '#!/bin/sh',
      'case "$2" in',
      `  -version) echo "ffmpeg version ${name}-build" ;;`,
      `  -encoders) ${answer(encoders)} ;;`,
      `  -muxers) ${answer(MUXERS)} ;;`,
      'esac',
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  fs.writeFileSync(path.join(dir, 'ffprobe'), `#!/bin/sh\necho "ffprobe version ${name}-build"\n`, { mode: 0o755 });
  return dir;
}

const toolsIn = (dir: string): FfmpegTools => ({
  ffmpeg: path.join(dir, 'ffmpeg'),
  ffprobe: path.join(dir, 'ffprobe'),
});
const systemDir = fakeTools('system');
const bundledDir = fakeTools('bundled');
const noH264Dir = fakeTools('no-h264', ' A..... aac  AAC\n');
const emptyDir = path.join(root, 'empty');
fs.mkdirSync(emptyDir);
const okCheck = async (): Promise<CandidateCheck> => ({ ok: true, version: 'ffmpeg version test' });

describe('locateFfmpeg', () => {
  it('prefers a system ffmpeg on PATH over the bundled one', async () => {
    const location = await locateFfmpeg({
      env: { PATH: [emptyDir, systemDir].join(path.delimiter) },
      bundled: () => toolsIn(bundledDir),
    });
    expect(location).toEqual({
      ok: true,
      source: 'system',
      tools: toolsIn(systemDir),
      version: 'ffmpeg version system-build',
    });
    expect(describeLocation(location)).toBe(
      `video: ffmpeg version system-build (system: ${toolsIn(systemDir).ffmpeg}, ffprobe ${toolsIn(systemDir).ffprobe})`,
    );
  });

  it('falls back to the bundled ffmpeg when PATH has none', async () => {
    const location = await locateFfmpeg({ env: { PATH: emptyDir }, bundled: () => toolsIn(bundledDir) });
    expect(location).toMatchObject({ ok: true, source: 'bundled', tools: toolsIn(bundledDir) });
  });

  it('takes FFMPEG_PATH / FFPROBE_PATH first', async () => {
    const location = await locateFfmpeg({
      env: {
        PATH: systemDir,
        ...{ FFMPEG_PATH: toolsIn(bundledDir).ffmpeg, FFPROBE_PATH: toolsIn(bundledDir).ffprobe },
      },
      bundled: () => null,
      check: okCheck,
    });
    expect(location).toMatchObject({ ok: true, source: 'configured', tools: toolsIn(bundledDir) });
  });

  it('passes over a system ffmpeg without libx264 for the bundled one', async () => {
    const location = await locateFfmpeg({ env: { PATH: noH264Dir }, bundled: () => toolsIn(bundledDir) });
    expect(location).toMatchObject({ ok: true, source: 'bundled' });
  });

  it('turns video off with a clear reason when no candidate serves', async () => {
    const location = await locateFfmpeg({ env: { PATH: noH264Dir }, bundled: () => null });
    expect(location).toEqual({
      ok: false,
      reason: `system: ${toolsIn(noH264Dir).ffmpeg} lacks the libx264 (H.264) encoder`,
    });
    expect(describeLocation(location)).toMatch(/^video: off, .*lacks the libx264 \(H\.264\) encoder$/);
    expect(await locateFfmpeg({ env: { PATH: emptyDir }, bundled: () => null })).toEqual({
      ok: false,
      reason: 'no ffmpeg on PATH and no bundled ffmpeg for this platform',
    });
  });

  it('passes over an ffmpeg that cannot list its encoders', async () => {
    const dir = path.join(root, 'broken-lists');
    fs.mkdirSync(dir);
    fs.writeFileSync(
      path.join(dir, 'ffmpeg'),
      '#!/bin/sh\n[ "$2" = -version ] && echo "ffmpeg version x" && exit 0\nexit 1\n',
      {
        mode: 0o755,
      },
    );
    fs.writeFileSync(path.join(dir, 'ffprobe'), '#!/bin/sh\necho ok\n', { mode: 0o755 });
    expect(await checkCandidate(toolsIn(dir))).toEqual({
      ok: false,
      reason: `${toolsIn(dir).ffmpeg} cannot list its encoders (exit code 1)`,
    });
  });

  it('says which tool does not run', async () => {
    const missing = { ffmpeg: path.join(emptyDir, 'ffmpeg'), ffprobe: path.join(emptyDir, 'ffprobe') };
    expect(await checkCandidate(missing)).toEqual({ ok: false, reason: `${missing.ffmpeg} does not run (ENOENT)` });
    const noProbe = { ffmpeg: toolsIn(systemDir).ffmpeg, ffprobe: missing.ffprobe };
    expect(await checkCandidate(noProbe)).toEqual({ ok: false, reason: `${missing.ffprobe} does not run (ENOENT)` });
  });
});

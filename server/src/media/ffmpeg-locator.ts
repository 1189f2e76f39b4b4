import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FfmpegTools } from './ffmpeg.js';

const run = promisify(execFile);

/**
 * Where the ffmpeg in use came from: the FFMPEG_PATH/FFPROBE_PATH variables, the system's PATH,
 * or the static binaries of the npm packages installed with the server.
 */
export type FfmpegSource = 'configured' | 'system' | 'bundled';

/** A pair of tools to try, and where it came from. */
export interface FfmpegCandidate {
  source: FfmpegSource;
  tools: FfmpegTools;
}

/** The outcome of locating ffmpeg: the tools video runs on, or why video is off. */
export type FfmpegLocation =
  { ok: true; source: FfmpegSource; tools: FfmpegTools; version: string } | { ok: false; reason: string };

/** What a check of one candidate found: its version line, or why it cannot serve video. */
export type CandidateCheck = { ok: true; version: string } | { ok: false; reason: string };

/** The first executable file named `name` in the PATH's directories, or null. */
export async function findOnPath(name: string, pathVariable: string | undefined): Promise<string | null> {
  for (const dir of (pathVariable ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, process.platform === 'win32' ? `${name}.exe` : name);
    try {
      await fs.access(file, fs.constants.X_OK);
      if ((await fs.stat(file)).isFile()) return file;
    } catch {
      // not here; the next directory
    }
  }
  return null;
}

/**
 * The binaries shipped by @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe for this
 * platform (their platform packages carry the binary in the tarball), or null when either is
 * missing, e.g. on a platform they do not cover.
 */
export function bundledTools(): FfmpegTools | null {
  const require = createRequire(import.meta.url);
  try {
    const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    const ffprobe = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
    return { ffmpeg, ffprobe };
  } catch {
    return null;
  }
}

/** The candidates in order of preference: configured, then the system's, then the bundled. */
export async function ffmpegCandidates(
  env: NodeJS.ProcessEnv,
  bundled: () => FfmpegTools | null,
): Promise<FfmpegCandidate[]> {
  const candidates: FfmpegCandidate[] = [];
  if (env.FFMPEG_PATH || env.FFPROBE_PATH) {
    candidates.push({
      source: 'configured',
      tools: { ffmpeg: env.FFMPEG_PATH || 'ffmpeg', ffprobe: env.FFPROBE_PATH || 'ffprobe' },
    });
  }
  const systemFfmpeg = await findOnPath('ffmpeg', env.PATH);
  const systemFfprobe = await findOnPath('ffprobe', env.PATH);
  if (systemFfmpeg && systemFfprobe)
    candidates.push({ source: 'system', tools: { ffmpeg: systemFfmpeg, ffprobe: systemFfprobe } });
  const shipped = bundled();
  if (shipped) candidates.push({ source: 'bundled', tools: shipped });
  return candidates;
}

/** What the video pipeline needs from an ffmpeg build (docs/operating.md#video-and-ffmpeg). */
const NEEDED = [
  { list: 'encoders', pattern: /^\s*V\S*\s+libx264\s/m, name: 'the libx264 (H.264) encoder' },
  { list: 'encoders', pattern: /^\s*A\S*\s+aac\s/m, name: 'the aac encoder' },
  { list: 'muxers', pattern: /^\s*\S*E\S*\s+hls\s/m, name: 'the hls muxer' },
] as const;

/** Runs both tools and checks the encoders and muxer the video pipeline uses. */
export async function checkCandidate(tools: FfmpegTools): Promise<CandidateCheck> {
  let version: string;
  try {
    const { stdout } = await run(tools.ffmpeg, ['-hide_banner', '-version'], { timeout: 10_000 });
    version = stdout.split('\n')[0]?.trim() ?? '';
  } catch (error) {
    return { ok: false, reason: `${tools.ffmpeg} does not run (${shortError(error)})` };
  }
  try {
    await run(tools.ffprobe, ['-hide_banner', '-version'], { timeout: 10_000 });
  } catch (error) {
    return { ok: false, reason: `${tools.ffprobe} does not run (${shortError(error)})` };
  }
  const lists = new Map<string, string>();
  for (const list of ['encoders', 'muxers']) {
    try {
      const { stdout } = await run(tools.ffmpeg, ['-hide_banner', `-${list}`], {
        timeout: 10_000,
        maxBuffer: 4 * 1024 * 1024,
      });
      lists.set(list, stdout);
    } catch (error) {
      // A failure here passes the candidate over; it never stops the server from starting.
      return { ok: false, reason: `${tools.ffmpeg} cannot list its ${list} (${shortError(error)})` };
    }
  }
  const missing = NEEDED.filter((need) => !need.pattern.test(lists.get(need.list) ?? '')).map((need) => need.name);
  if (missing.length > 0) return { ok: false, reason: `${tools.ffmpeg} lacks ${missing.join(', ')}` };
  return { ok: true, version };
}

function shortError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  if (typeof code === 'number') return `exit code ${code}`;
  return String(error).split('\n')[0] ?? 'error';
}

/**
 * Picks the first candidate that runs and has what video needs: a system ffmpeg is preferred
 * when present, the bundled one is the fallback, and when none serves, the reason lists why each
 * was passed over.
 */
export async function locateFfmpeg(
  options: {
    env?: NodeJS.ProcessEnv;
    bundled?: () => FfmpegTools | null;
    check?: (tools: FfmpegTools) => Promise<CandidateCheck>;
  } = {},
): Promise<FfmpegLocation> {
  const env = options.env ?? process.env;
  const check = options.check ?? checkCandidate;
  const candidates = await ffmpegCandidates(env, options.bundled ?? bundledTools);
  const passedOver: string[] = [];
  for (const candidate of candidates) {
    const result = await check(candidate.tools);
    if (result.ok) return { ok: true, source: candidate.source, tools: candidate.tools, version: result.version };
    passedOver.push(`${candidate.source}: ${result.reason}`);
  }
  if (candidates.length === 0)
    return { ok: false, reason: 'no ffmpeg on PATH and no bundled ffmpeg for this platform' };
  return { ok: false, reason: passedOver.join('; ') };
}

/** The line the server logs at start-up about video. */
export function describeLocation(location: FfmpegLocation): string {
  if (!location.ok) return `video: off, uploads of videos are refused and the demo has none: ${location.reason}`;
  return `video: ${location.version} (${location.source}: ${location.tools.ffmpeg}, ffprobe ${location.tools.ffprobe})`;
}

let located: Promise<FfmpegLocation> | null = null;

/** The process's ffmpeg, located once from process.env and reused. */
export function videoTools(): Promise<FfmpegLocation> {
  located ??= locateFfmpeg();
  return located;
}

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { parseProbeOutput } from './ffprobe-output.js';

const run = promisify(execFile);

/**
 * The ffmpeg and ffprobe executables video runs on; `ffmpeg-locator.ts` picks them (configured,
 * system or bundled: docs/operating.md#video-and-ffmpeg).
 */
export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

/** Whether both tools run (video features are skipped, with a log line, when they do not). */
export async function ffmpegAvailable(tools: FfmpegTools): Promise<boolean> {
  try {
    await run(tools.ffmpeg, ['-hide_banner', '-version'], { timeout: 10_000 });
    await run(tools.ffprobe, ['-hide_banner', '-version'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** Runs ffmpeg quietly with arguments (no shell); rejects with its error output. `signal` stops it. */
export async function ffmpeg(tools: FfmpegTools, args: readonly string[], signal?: AbortSignal): Promise<void> {
  try {
    await run(tools.ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      timeout: 120_000,
      maxBuffer: 4 * 1024 * 1024,
      signal,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`ffmpeg failed: ${stderr.trim() || String(error)}`);
  }
}

/** What ffprobe says about a file: duration in seconds and whether it has an audio stream. */
export async function probe(tools: FfmpegTools, file: string): Promise<{ duration: number; hasAudio: boolean }> {
  const { stdout } = await run(
    tools.ffprobe,
    ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', file],
    { timeout: 30_000 },
  );
  const info = parseProbeOutput(stdout);
  return {
    duration: Math.round(Number(info.format?.duration ?? 0) * 100) / 100,
    hasAudio: (info.streams ?? []).some((s) => s.codec_type === 'audio'),
  };
}

/** What creation needs to know about an uploaded video before transcoding it. */
export interface VideoFacts {
  /** ffprobe's container names, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "matroska,webm". */
  formatName: string;
  duration: number;
  /** Display size: rotation metadata (phones film portrait as rotated landscape) is applied. */
  width: number;
  height: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

/** Probes container, duration, display size and streams; rejects when ffprobe cannot read it. */
export async function probeVideo(tools: FfmpegTools, file: string): Promise<VideoFacts> {
  const { stdout } = await run(tools.ffprobe, ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file], {
    timeout: 30_000,
    maxBuffer: 4 * 1024 * 1024,
  });
  const info = parseProbeOutput(stdout);
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  const rotation = Math.abs(
    Number(video?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video?.tags?.rotate ?? 0),
  );
  const quarterTurn = rotation % 180 === 90;
  const width = video?.width ?? 0;
  const height = video?.height ?? 0;
  return {
    formatName: info.format?.format_name ?? '',
    duration: Math.round(Number(info.format?.duration ?? 0) * 100) / 100,
    width: quarterTurn ? height : width,
    height: quarterTurn ? width : height,
    hasVideo: video !== undefined && width > 0 && height > 0,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}

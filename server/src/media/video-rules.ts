import type { SniffedType } from './file-type.js';
import type { VideoFacts } from './ffmpeg.js';
import type { VideoRendition } from './video-pipeline.js';

/**
 * Video post limits (docs/constants.md#images-and-video), checked in the order of
 * docs/behaviour/creation.md#choosing-a-file: format, aspect ratio, minimum and maximum duration.
 */
export const VIDEO_MIN_SECONDS = 3;
export const VIDEO_MAX_SECONDS = 90;
/** Width / height range: from 9:16 (portrait) to 16:9 (landscape), with 1 % tolerance for odd sizes. */
export const VIDEO_MIN_ASPECT = (9 / 16) * 0.99;
export const VIDEO_MAX_ASPECT = (16 / 9) * 1.01;
/** Longest side a source video may have (4K); larger frames are refused before transcoding. */
export const VIDEO_MAX_SIDE = 4096;
/** Largest video upload, in bytes. */
export const MAX_VIDEO_UPLOAD_BYTES = 100 * 1024 * 1024;

/** Why a video was refused, in the order checked (docs/errors.md#creation-and-uploads). */
export type VideoRejection =
  'video_not_supported' | 'video_format_not_supported' | 'video_aspect_ratio' | 'video_too_short' | 'video_too_long';

/** A refusal with the English message the server logs and answers. */
export interface VideoVerdict {
  reason: VideoRejection;
  message: string;
}

/** ffprobe's container names that are MP4/MOV or WebM. */
function containerAccepted(formatName: string): boolean {
  const names = formatName.split(',');
  return names.includes('mp4') || names.includes('mov') || names.includes('webm');
}

/** Checks a probed video against the rules; null when it may be posted. */
export function judgeVideo(sniffed: SniffedType, facts: VideoFacts | null): VideoVerdict | null {
  if (sniffed !== 'mp4' && sniffed !== 'mov' && sniffed !== 'webm')
    return { reason: 'video_format_not_supported', message: 'This video format is not supported (MP4, MOV or WebM).' };
  if (!facts || !facts.hasVideo || Math.max(facts.width, facts.height) > VIDEO_MAX_SIDE)
    return { reason: 'video_not_supported', message: 'This video is not supported.' };
  if (!containerAccepted(facts.formatName))
    return { reason: 'video_format_not_supported', message: 'This video format is not supported (MP4, MOV or WebM).' };
  const aspect = facts.width / facts.height;
  if (aspect < VIDEO_MIN_ASPECT || aspect > VIDEO_MAX_ASPECT)
    return { reason: 'video_aspect_ratio', message: 'This aspect ratio is not supported (9:16 to 16:9).' };
  if (facts.duration < VIDEO_MIN_SECONDS)
    return {
      reason: 'video_too_short',
      message: `The video must be longer than ${Math.round(VIDEO_MIN_SECONDS)} seconds.`,
    };
  if (facts.duration > VIDEO_MAX_SECONDS)
    return {
      reason: 'video_too_long',
      message: `The video must be shorter than ${Math.floor(VIDEO_MAX_SECONDS)} seconds.`,
    };
  return null;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * Three qualities keeping the source aspect (docs/behaviour/media.md#video-processing): the
 * original up to 1080 px on the short side, then 720 and 360 below it; a small source gets
 * two thirds and a half of its own size instead. Sizes are even; bitrates scale with pixels.
 */
export function renditionLadder(width: number, height: number): VideoRendition[] {
  const short = Math.min(width, height);
  const top = Math.min(short, 1080);
  const sides = [...new Set([top, 720, 360].filter((side) => side <= top))];
  for (const side of [Math.round((top * 2) / 3), Math.round(top / 2), Math.round(top / 3)])
    if (sides.length < 3 && !sides.includes(side)) sides.push(side);
  const kbps = (w: number, h: number) => Math.max(150, Math.round((w * h) / 400));
  return sides
    .sort((a, b) => b - a)
    .map((side) => {
      const scale = side / short;
      const size = { width: even(width * scale), height: even(height * scale) };
      return { ...size, kbps: kbps(size.width, size.height) };
    });
}

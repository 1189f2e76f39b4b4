/**
 * Every way a video fails, reduced to one of seven kinds the player explains
 * (docs/behaviour/video-player.md#errors).
 */

/** The kinds a failure is normalised to. */
export type VideoErrorKind =
  | 'NetworkError'
  | 'HTTPError'
  | 'VideoDecodeError'
  | 'AudioDecodeError'
  | 'GenericDecodeError'
  | 'ManifestParseError'
  | 'RuntimeError';

/** A normalised failure: its kind and, when the failure came from a response, its status code. */
export interface NormalisedVideoError {
  kind: VideoErrorKind;
  status?: number;
}

/** What a media element's error code means: 1 aborted, 2 network, 3 decode, 4 source not supported. */
export type MediaErrorReason = 'aborted' | 'network' | 'decode' | 'source_not_supported' | 'unknown';

/** The reason of a media element's error code; any other value is unknown. */
export function mediaErrorReason(code: number): MediaErrorReason {
  return (['aborted', 'network', 'decode', 'source_not_supported'] as const)[code - 1] ?? 'unknown';
}

/**
 * A response's failure: codes inside 100 to 599 are HTTP errors; anything else (0 for a refused or
 * cut connection, a missing code) is a network error.
 */
export function fromStatus(status: number | null | undefined): NormalisedVideoError {
  if (typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599) {
    return { kind: 'HTTPError', status };
  }
  return { kind: 'NetworkError' };
}

/** Which decoder a message blames, when it says. */
function decodeKind(message: string | undefined): VideoErrorKind {
  const text = (message ?? '').toLowerCase();
  if (/\baudio\b/.test(text)) return 'AudioDecodeError';
  if (/\bvideo\b/.test(text)) return 'VideoDecodeError';
  return 'GenericDecodeError';
}

/** A media element's error (`video.error`). */
export function fromMediaError(error: { code: number; message?: string }): NormalisedVideoError {
  switch (mediaErrorReason(error.code)) {
    case 'network':
      return { kind: 'NetworkError' };
    case 'decode':
    case 'source_not_supported':
      return { kind: decodeKind(error.message) };
    default:
      return { kind: 'RuntimeError' };
  }
}

/** The fields of an hls.js error the player reads. */
export interface HlsErrorLike {
  type: string;
  details: string;
  response?: { code?: number } | null;
  error?: { message?: string } | null;
  reason?: string;
  /** Which buffer failed to take data, for append errors. */
  sourceBufferName?: string;
}

/**
 * An hls.js error: playlist parsing errors are manifest errors, loading errors carry their status,
 * media (buffer, parsing) errors are decode errors, the rest runtime errors.
 */
export function fromHlsError(data: HlsErrorLike): NormalisedVideoError {
  const details = data.details.toLowerCase();
  if (details.includes('parsingerror') && (details.includes('manifest') || details.includes('level'))) {
    return { kind: 'ManifestParseError' };
  }
  if (data.type === 'networkError') return fromStatus(data.response?.code);
  if (data.type === 'mediaError') {
    if (data.sourceBufferName === 'audio') return { kind: 'AudioDecodeError' };
    if (data.sourceBufferName === 'video') return { kind: 'VideoDecodeError' };
    return { kind: decodeKind([data.reason, data.error?.message].join(' ')) };
  }
  return { kind: 'RuntimeError' };
}

/** Anything thrown while setting a video up (a failed chunk load is a network error). */
export function fromThrown(error: unknown): NormalisedVideoError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'ChunkLoadError' || (error instanceof TypeError && /fetch|load/i.test(error.message))) {
    return { kind: 'NetworkError' };
  }
  return { kind: 'RuntimeError' };
}

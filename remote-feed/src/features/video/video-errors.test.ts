import { describe, expect, it } from 'vitest';
import { fromHlsError, fromMediaError, fromStatus, fromThrown, mediaErrorReason } from './video-errors';

describe('video errors', () => {
  it('maps media error codes 1 to 4 and calls others unknown', () => {
    expect([1, 2, 3, 4, 5, 0].map(mediaErrorReason)).toEqual([
      'aborted',
      'network',
      'decode',
      'source_not_supported',
      'unknown',
      'unknown',
    ]);
    expect(fromMediaError({ code: 2 }).kind).toBe('NetworkError');
    expect(fromMediaError({ code: 3, message: 'PIPELINE_ERROR_DECODE: video decoder failed' }).kind).toBe(
      'VideoDecodeError',
    );
    expect(fromMediaError({ code: 3, message: 'audio decoder error' }).kind).toBe('AudioDecodeError');
    expect(fromMediaError({ code: 4 }).kind).toBe('GenericDecodeError');
    expect(fromMediaError({ code: 1 }).kind).toBe('RuntimeError');
  });
  it('treats a status outside 100 to 599 as a network error', () => {
    expect(fromStatus(404)).toEqual({ kind: 'HTTPError', status: 404 });
    expect(fromStatus(599)).toEqual({ kind: 'HTTPError', status: 599 });
    expect(fromStatus(0)).toEqual({ kind: 'NetworkError' });
    expect(fromStatus(600)).toEqual({ kind: 'NetworkError' });
    expect(fromStatus(99)).toEqual({ kind: 'NetworkError' });
    expect(fromStatus(undefined)).toEqual({ kind: 'NetworkError' });
  });
  it('normalises hls.js errors', () => {
    expect(fromHlsError({ type: 'networkError', details: 'manifestLoadError', response: { code: 403 } })).toEqual({
      kind: 'HTTPError',
      status: 403,
    });
    expect(fromHlsError({ type: 'networkError', details: 'fragLoadTimeOut', response: { code: 0 } }).kind).toBe(
      'NetworkError',
    );
    expect(fromHlsError({ type: 'networkError', details: 'manifestParsingError' }).kind).toBe('ManifestParseError');
    expect(fromHlsError({ type: 'networkError', details: 'levelParsingError' }).kind).toBe('ManifestParseError');
    expect(fromHlsError({ type: 'mediaError', details: 'bufferAppendError', sourceBufferName: 'audio' }).kind).toBe(
      'AudioDecodeError',
    );
    expect(fromHlsError({ type: 'mediaError', details: 'bufferAppendError', sourceBufferName: 'video' }).kind).toBe(
      'VideoDecodeError',
    );
    expect(fromHlsError({ type: 'mediaError', details: 'fragParsingError' }).kind).toBe('GenericDecodeError');
    expect(fromHlsError({ type: 'otherError', details: 'internalException' }).kind).toBe('RuntimeError');
  });
  it('treats a failed chunk load as a network error and anything else as a runtime error', () => {
    const chunk = Object.assign(new Error('Loading chunk hls failed'), { name: 'ChunkLoadError' });
    expect(fromThrown(chunk).kind).toBe('NetworkError');
    expect(fromThrown(new Error('Cannot play video: No progressive URL is available')).kind).toBe('RuntimeError');
  });
});

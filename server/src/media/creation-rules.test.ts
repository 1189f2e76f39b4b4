import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../test-support/fixtures.js';
import { sniffType } from './file-type.js';
import { readHeaderDimensions } from './image-header.js';
import { judgeVideo, renditionLadder, VIDEO_MAX_SECONDS, VIDEO_MIN_SECONDS } from './video-rules.js';
import type { VideoFacts } from './ffmpeg.js';

const ascii = (text: string) => Buffer.from(text, 'latin1');

describe('sniffType', () => {
  it('tells types from magic bytes, whatever the name', async () => {
    expect(sniffType(fs.readFileSync(path.join(FIXTURES, 'gps', 'DSCN0010.jpg')))).toBe('jpeg');
    expect(sniffType(fs.readFileSync(path.join(FIXTURES, 'heic', 'IMG_5195.HEIC')))).toBe('heif');
    expect(
      sniffType(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      ),
    ).toBe('png');
    expect(sniffType(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), ascii('ftypisom')]))).toBe('mp4');
    expect(sniffType(Buffer.concat([Buffer.from([0, 0, 0, 0x14]), ascii('ftypqt  ')]))).toBe('mov');
    expect(sniffType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01]))).toBe('webm');
    expect(sniffType(ascii('hello world, not a file'))).toBe('unknown');
    expect(sniffType(Buffer.alloc(0))).toBe('unknown');
  });
});

describe('readHeaderDimensions', () => {
  it('reads JPEG and PNG sizes without decoding, and forged ones too', async () => {
    const jpeg = await sharp({ create: { width: 123, height: 45, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect(readHeaderDimensions(jpeg)).toEqual({ width: 123, height: 45 });
    const png = await sharp({ create: { width: 7, height: 9, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(readHeaderDimensions(png)).toEqual({ width: 7, height: 9 });
    const forged = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff, 0x03, 0, 0]);
    expect(readHeaderDimensions(forged)).toEqual({ width: 65535, height: 65535 });
    // EXIF-heavy camera files: the size comes after the APP1 segment.
    expect(readHeaderDimensions(fs.readFileSync(path.join(FIXTURES, 'camera', 'Canon_40D.jpg')))).toEqual({
      width: 100,
      height: 68,
    });
    expect(readHeaderDimensions(Buffer.from('nope'))).toBeNull();
  });
});

describe('judgeVideo', () => {
  const facts = (over: Partial<VideoFacts> = {}): VideoFacts => ({
    formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
    duration: 10,
    width: 1080,
    height: 1920,
    hasVideo: true,
    hasAudio: true,
    ...over,
  });
  it('accepts MP4, MOV and WebM within the limits', () => {
    expect(judgeVideo('mp4', facts())).toBeNull();
    expect(judgeVideo('mov', facts({ width: 1920, height: 1080 }))).toBeNull();
    expect(judgeVideo('webm', facts({ formatName: 'matroska,webm', width: 1000, height: 1000 }))).toBeNull();
    expect(judgeVideo('mp4', facts({ duration: VIDEO_MIN_SECONDS }))).toBeNull();
    expect(judgeVideo('mp4', facts({ duration: VIDEO_MAX_SECONDS }))).toBeNull();
  });
  it('names the first broken rule', () => {
    expect(judgeVideo('jpeg', facts())?.reason).toBe('video_format_not_supported');
    expect(judgeVideo('mp4', null)?.reason).toBe('video_not_supported');
    expect(judgeVideo('mp4', facts({ hasVideo: false }))?.reason).toBe('video_not_supported');
    expect(judgeVideo('mp4', facts({ width: 8192, height: 4608 }))?.reason).toBe('video_not_supported');
    expect(judgeVideo('mp4', facts({ formatName: 'avi' }))?.reason).toBe('video_format_not_supported');
    expect(judgeVideo('mp4', facts({ width: 400, height: 100 }))?.reason).toBe('video_aspect_ratio');
    expect(judgeVideo('mp4', facts({ width: 100, height: 400 }))?.reason).toBe('video_aspect_ratio');
    expect(judgeVideo('mp4', facts({ duration: 2.9 }))).toMatchObject({
      reason: 'video_too_short',
      message: 'The video must be longer than 3 seconds.',
    });
    expect(judgeVideo('mp4', facts({ duration: 90.5 }))).toMatchObject({
      reason: 'video_too_long',
      message: 'The video must be shorter than 90 seconds.',
    });
  });
});

describe('renditionLadder', () => {
  it('gives three even-sized qualities keeping the aspect: the original up to 1080, 720 and 360', () => {
    expect(renditionLadder(1080, 1920).map((r) => [r.width, r.height])).toEqual([
      [1080, 1920],
      [720, 1280],
      [360, 640],
    ]);
    expect(renditionLadder(3840, 2160).map((r) => r.height)).toEqual([1080, 720, 360]);
    expect(renditionLadder(640, 360).map((r) => r.height)).toEqual([360, 240, 180]);
    expect(renditionLadder(320, 240).map((r) => [r.width, r.height])).toEqual([
      [320, 240],
      [214, 160],
      [160, 120],
    ]);
    for (const r of renditionLadder(333, 187)) expect([r.width % 2, r.height % 2]).toEqual([0, 0]);
  });
});

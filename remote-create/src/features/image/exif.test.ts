/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJpegExif } from './exif';
import { looksLikeHeic, sniffFormat } from './sniff-format';

// The photo fixtures committed at the repository root (test-fixtures/, see its ATTRIBUTION.md).
const FIXTURES = path.resolve(__dirname, '../../../../test-fixtures/images');

function fixture(name: string): ArrayBuffer {
  const bytes = readFileSync(path.join(FIXTURES, name));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

describe('readJpegExif', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('reads orientation %i from Landscape and Portrait photos', (orientation) => {
    expect(readJpegExif(fixture(`orientation/Landscape_${orientation}.jpg`)).orientation).toBe(orientation);
    expect(readJpegExif(fixture(`orientation/Portrait_${orientation}.jpg`)).orientation).toBe(orientation);
  });

  it('gives null without an orientation tag', () => {
    expect(readJpegExif(fixture('orientation/Landscape_0.jpg')).orientation).toBeNull();
  });

  it('reads GPS coordinates in decimal degrees', () => {
    const { gps } = readJpegExif(fixture('gps/DSCN0010.jpg'));
    expect(gps?.latitude).toBeCloseTo(43.4674, 3);
    expect(gps?.longitude).toBeCloseTo(11.8851, 3);
    expect(readJpegExif(fixture('orientation/Landscape_1.jpg')).gps).toBeNull();
  });

  it('reads whether the flash fired (bit 0 of the Flash tag)', () => {
    // Flash values in the files: Canon 9 (fired, compulsory), Nikon 0 (no flash), DSCN0010 16 (off).
    const values = ['camera/Canon_40D.jpg', 'camera/Nikon_D70.jpg', 'gps/DSCN0010.jpg'].map(
      (name) => readJpegExif(fixture(name)).flashFired,
    );
    expect(values).toEqual([true, false, false]);
    expect(readJpegExif(fixture('orientation/Landscape_1.jpg')).flashFired).toBeNull();
  });

  it('survives broken EXIF blocks and non-JPEG bytes', () => {
    expect(() => readJpegExif(fixture('broken/image00971.jpg'))).not.toThrow();
    expect(() => readJpegExif(fixture('broken/image01088.jpg'))).not.toThrow();
    expect(readJpegExif(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer)).toEqual({
      orientation: null,
      gps: null,
      flashFired: null,
    });
    // A truncated EXIF segment.
    const cut = fixture('orientation/Landscape_6.jpg').slice(0, 40);
    expect(() => readJpegExif(cut)).not.toThrow();
  });
});

describe('sniffFormat', () => {
  it('recognises JPEG and HEIC from their bytes', () => {
    expect(sniffFormat(new Uint8Array(fixture('camera/Canon_40D.jpg').slice(0, 32)))).toBe('jpeg');
    expect(sniffFormat(new Uint8Array(fixture('heic/IMG_5195.HEIC').slice(0, 32)))).toBe('heic');
  });

  it('recognises PNG, WebM, MP4 and MOV', () => {
    expect(sniffFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]))).toBe('png');
    expect(sniffFormat(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]))).toBe('webm');
    const ftyp = (brand: string): Uint8Array =>
      new Uint8Array([
        0,
        0,
        0,
        24,
        ...'ftyp'.split('').map((c) => c.charCodeAt(0)),
        ...brand.split('').map((c) => c.charCodeAt(0)),
      ]);
    expect(sniffFormat(ftyp('isom'))).toBe('mp4');
    expect(sniffFormat(ftyp('qt  '))).toBe('mov');
    expect(sniffFormat(ftyp('heic'))).toBe('heic');
    expect(sniffFormat(new Uint8Array([1, 2, 3]))).toBe('unknown');
  });

  it('spots HEIC by name or type', () => {
    expect(looksLikeHeic({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
    expect(looksLikeHeic({ name: 'a.jpg', type: 'image/heif' })).toBe(true);
    expect(looksLikeHeic({ name: 'a.jpg', type: 'image/jpeg' })).toBe(false);
  });
});

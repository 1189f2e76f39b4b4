import { describe, expect, it } from 'vitest';
import { SeedImageSchema } from './seed-images.js';
import { readSeedCache } from './seed-cache.js';

const image = {
  prefix: 'seed/p-1',
  versions: [{ width: 640, height: 480, key: 'seed/p-1/640.webp' }],
  width: 640,
  height: 480,
  preview: 'AAA',
};

describe('readSeedCache', () => {
  it('reads back a cached image', () => {
    expect(readSeedCache(SeedImageSchema, Buffer.from(JSON.stringify(image)))).toEqual(image);
  });

  it('treats a missing, torn or older-layout cache as a miss, so the image is made again', () => {
    expect(readSeedCache(SeedImageSchema, null)).toBeNull();
    expect(readSeedCache(SeedImageSchema, Buffer.from('{"prefix":"seed/p-1","vers'))).toBeNull();
    expect(readSeedCache(SeedImageSchema, Buffer.from(JSON.stringify({ ...image, versions: 'none' })))).toBeNull();
  });
});

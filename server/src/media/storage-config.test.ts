import { describe, expect, it } from 'vitest';
import { objectStorageSettings } from './storage-config.js';

// The S3_* settings (docs/operating.md#where-files-are-stored): none means the media folder; a
// half-given set stops the start naming what is missing.

const full = { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('object storage settings', () => {
  it('are absent without S3_BUCKET', () => {
    expect(objectStorageSettings({})).toBeNull();
  });

  it('default to AWS S3 in us-east-1 with the bucket in the host name', () => {
    expect(objectStorageSettings(full)).toEqual({
      endpoint: null,
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
  });

  it('put the bucket in the path on a server of its own endpoint, unless told otherwise', () => {
    const minio = objectStorageSettings({ ...full, S3_ENDPOINT: 'http://minio:9000/', S3_REGION: 'eu-1' });
    expect(minio).toMatchObject({ endpoint: 'http://minio:9000', region: 'eu-1', forcePathStyle: true });
    expect(
      objectStorageSettings({ ...full, S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' }),
    ).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('name the setting that is missing or wrong', () => {
    expect(() => objectStorageSettings({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_ENDPOINT given without S3_BUCKET/,
    );
    expect(() => objectStorageSettings({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => objectStorageSettings({ ...full, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => objectStorageSettings({ ...full, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkPrefix, checkStorageKey, StorageUnavailableError, type MediaStorage } from './storage.js';
import { contentTypeOf } from './content-types.js';

/** How to reach a bucket (the S3_* settings, docs/operating.md#where-files-are-stored). */
export interface S3StorageSettings {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** At most this many keys in one DeleteObjects call (S3's own limit). */
const DELETE_BATCH = 1000;

/** Tries of a file's upload: its stream is sent once, so each try opens the file again. */
const PUT_FILE_TRIES = 3;

/** A failure worth another try: anything but the bucket's own refusal (a 4xx answer). */
const isTransient = (error: unknown) =>
  !(error instanceof S3ServiceException && (error.$metadata.httpStatusCode ?? 500) < 500);

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** A listing whose every page is a storage call: a failure midway is the storage being unavailable. */
async function* guardedList(items: AsyncIterable<{ key: string; size: number }>) {
  try {
    yield* items;
  } catch (error) {
    if ((error as Error).message?.startsWith('Not a storage key')) throw error;
    throw new StorageUnavailableError(error);
  }
}

/** Runs a storage call; any failure but a bad key is the storage being unavailable. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StorageUnavailableError || (error as Error).message?.startsWith('Not a storage key'))
      throw error;
    throw new StorageUnavailableError(error);
  }
}

/**
 * Stored files as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Garage), one
 * object per key. PutObject replaces an object whole, so readers never see a part of one.
 */
export function createS3Storage(
  settings: S3StorageSettings,
  client = s3Client(settings),
): MediaStorage & { readonly client: S3Client } {
  const Bucket = settings.bucket;

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Pages through the keys that start with `start`. */
  async function* listStarting(start: string): AsyncGenerator<{ key: string; size: number }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: start, ContinuationToken }));
      for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function* listPrefix(prefix: string): AsyncGenerator<{ key: string; size: number }> {
    if (prefix === '') {
      yield* listStarting('');
      return;
    }
    const clean = checkPrefix(prefix);
    const single = await head(clean);
    if (single) yield { key: clean, size: single.ContentLength ?? 0 };
    yield* listStarting(`${clean}/`);
  }

  async function removeKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const answer = await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = answer.Errors?.filter((error) => error.Code !== 'NoSuchKey') ?? [];
      if (failed.length > 0)
        throw new Error(`Could not delete ${failed.length} objects, e.g. ${failed[0]!.Key}: ${failed[0]!.Code}`);
    }
  }

  async function check(): Promise<void> {
    try {
      // A listing, not HeadBucket: it proves the credentials too, on every S3 server.
      await client.send(new ListObjectsV2Command({ Bucket, MaxKeys: 10 }));
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      const reason =
        status === 404
          ? `the bucket "${Bucket}" does not exist (S3_BUCKET)`
          : status === 403 || status === 401
            ? `the bucket "${Bucket}" refused these credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)`
            : `the object storage could not be reached (S3_ENDPOINT ${settings.endpoint ?? 'AWS'}): ${(error as Error).message}`;
      throw new Error(`Object storage: ${reason}`, { cause: error });
    }
  }

  const storage: MediaStorage = {
    kind: 's3',
    check,
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkStorageKey(key), Body: data, ContentType: contentTypeOf(key) }),
      );
    },
    async putFile(key, sourcePath) {
      const { size } = await fs.stat(sourcePath);
      // The SDK tries a call again on a dropped connection or a 5xx, but a file's stream it sent
      // once cannot be sent again: each try here opens the file anew (a buffer needs none of this).
      for (let tries = 1; ; tries += 1) {
        try {
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: checkStorageKey(key),
              Body: createReadStream(sourcePath),
              ContentLength: size,
              ContentType: contentTypeOf(key),
            }),
          );
          return;
        } catch (error) {
          if (tries >= PUT_FILE_TRIES || !isTransient(error)) throw error;
        }
      }
    },
    async has(key) {
      return (await head(key)) !== null;
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkStorageKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      const info = await head(key);
      if (!info) return null;
      return {
        size: info.ContentLength ?? 0,
        lastModified: info.LastModified ?? new Date(0),
        etag: info.ETag ?? `"${info.ContentLength ?? 0}"`,
      };
    },
    async stream(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checkStorageKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    list: listPrefix,
    async removePrefix(prefix) {
      const keys: string[] = [];
      // checkPrefix first: '' would list, and so remove, the whole bucket.
      for await (const item of listPrefix(checkPrefix(prefix))) keys.push(item.key);
      await removeKeys(keys);
    },
  };
  return {
    ...storage,
    client,
    check,
    put: (key, data) => guarded(() => storage.put(key, data)),
    putFile: (key, sourcePath) => guarded(() => storage.putFile(key, sourcePath)),
    has: (key) => guarded(() => storage.has(key)),
    read: (key) => guarded(() => storage.read(key)),
    stat: (key) => guarded(() => storage.stat(key)),
    stream: (key, range) => guarded(() => storage.stream(key, range)),
    list: (prefix) => guardedList(storage.list(prefix)),
    removePrefix: (prefix) => guarded(() => storage.removePrefix(prefix)),
  };
}

/**
 * The client for a bucket. Checksums only where S3 requires them: with the SDK's newer default,
 * streamed uploads carry checksum framing that some S3 servers keep as part of the object.
 */
export function s3Client(settings: S3StorageSettings): S3Client {
  return new S3Client({
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

import type { S3StorageSettings } from './s3-storage.js';

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

/**
 * The object storage settings (docs/operating.md#where-files-are-stored), or null when S3_BUCKET
 * is not set: stored files then stay in the media folder. A half-given setting is refused with
 * its name, so a server never starts on a storage other than the one meant.
 */
export function objectStorageSettings(env: NodeJS.ProcessEnv): S3StorageSettings | null {
  const named = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'].filter(
    (name) => env[name],
  );
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    if (named.length > 0)
      throw new Error(`${named.join(', ')} given without S3_BUCKET: set S3_BUCKET too, or none of them.`);
    return null;
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? '';
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  const endpoint = env.S3_ENDPOINT?.replace(/\/$/, '') || null;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}".`);
  const pathStyle = env.S3_FORCE_PATH_STYLE?.toLowerCase();
  if (pathStyle && !TRUE.includes(pathStyle) && !FALSE.includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${env.S3_FORCE_PATH_STYLE}".`);
  return {
    endpoint,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // Servers on their own endpoint (MinIO, Garage) mostly want the bucket in the path; AWS the host.
    forcePathStyle: pathStyle ? TRUE.includes(pathStyle) : endpoint !== null,
  };
}

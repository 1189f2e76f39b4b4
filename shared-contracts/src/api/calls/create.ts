import type { Media } from '../../schemas/types.js';
import { CONFIGURE_TIMEOUT_MS, UPLOAD_CHUNK_BYTES } from '../../constants.js';
import { apiClient } from '../client.js';

/** The upload-params header value (spec 7). */
export interface UploadParams {
  media_type: 1 | 2;
  upload_id: string;
  upload_media_width: number;
  upload_media_height: number;
  transcode_only?: boolean;
}

/** Server answer to an upload chunk: bytes received so far. */
export interface UploadChunkResult {
  offset: number;
  status: 'ok';
  upload_id: string;
  complete: boolean;
}

/** Path of the resumable photo upload for an entity name. */
export function photoUploadPath(entityName: string): string {
  return `/rupload_igphoto/${encodeURIComponent(entityName)}`;
}

/** GET how many bytes of an upload the server already holds (0 when it holds none). */
export function fetchUploadOffset(entityName: string, signal?: AbortSignal): Promise<{ offset: number }> {
  return apiClient.request('GET', photoUploadPath(entityName), { signal, timeoutMs: 0 });
}

/**
 * Uploads a file by slices with the resumable protocol (Offset, X-Entity-Length, X-Entity-Name,
 * X-Entity-Type, X-Instagram-Rupload-Params), starting at the server's offset; no timeout.
 */
export async function uploadPhotoResumable(
  file: Blob,
  params: UploadParams,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal; chunkBytes?: number } = {},
): Promise<UploadChunkResult> {
  const entityName = `${params.upload_id}_0_${file.size}`;
  const { offset: startOffset } = await fetchUploadOffset(entityName, options.signal);
  let offset = startOffset;
  const chunkBytes = options.chunkBytes ?? UPLOAD_CHUNK_BYTES;
  let result: UploadChunkResult = { offset, status: 'ok', upload_id: params.upload_id, complete: false };
  options.onProgress?.(file.size === 0 ? 0 : offset / file.size);
  do {
    const slice = file.slice(offset, Math.min(file.size, offset + chunkBytes));
    result = await apiClient.request<UploadChunkResult>('POST', photoUploadPath(entityName), {
      body: slice,
      headers: {
        Offset: String(offset),
        'X-Entity-Length': String(file.size),
        'X-Entity-Name': entityName,
        'X-Entity-Type': file.type || 'application/octet-stream',
        'X-Instagram-Rupload-Params': JSON.stringify(params),
      },
      signal: options.signal,
      timeoutMs: 0,
    });
    offset = result.offset;
    options.onProgress?.(offset / file.size);
  } while (offset < file.size);
  return result;
}

/** The configure form body for a photo post (spec 3, "Post configure payload"). */
export interface ConfigurePhotoInput {
  upload_id: string;
  caption: string;
  custom_accessibility_caption?: string;
  disable_comments?: boolean;
  like_and_view_counts_disabled?: boolean;
}

/** POST configure: publishes an uploaded photo as a post; 60 s timeout. */
export function configurePhoto(input: ConfigurePhotoInput): Promise<{ media: Media; status: 'ok' }> {
  const form: Record<string, string> = { upload_id: input.upload_id, caption: input.caption };
  if (input.custom_accessibility_caption) form.custom_accessibility_caption = input.custom_accessibility_caption;
  if (input.disable_comments) form.disable_comments = '1';
  if (input.like_and_view_counts_disabled) form.like_and_view_counts_disabled = '1';
  return apiClient.request('POST', '/api/v1/media/configure/', { form, timeoutMs: CONFIGURE_TIMEOUT_MS });
}

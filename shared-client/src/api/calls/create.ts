import type { Media } from 'shared-contracts';
import { CONFIGURE_TIMEOUT_MS, UPLOAD_CHUNK_BYTES } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import {
  buildConfigureForm,
  buildSidecarBody,
  type ConfigureInput,
  type ConfigureSidecarInput,
} from 'shared-contracts';
import { apiClient } from '../client.js';
import { ApiError } from 'shared-contracts';

/** The upload-params header value (docs/behaviour/creation.md#upload-protocol). */
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

/** Photos go to rupload_igphoto, videos to rupload_igvideo (same protocol). */
type UploadKind = 'photo' | 'video';

/** Path of the resumable upload for an entity name. */
function uploadPath(entityName: string, kind: UploadKind = 'photo'): string {
  return `/${kind === 'video' ? 'rupload_igvideo' : 'rupload_igphoto'}/${encodeURIComponent(entityName)}`;
}

/** An upload's entity name: upload id, segment 0, total bytes (docs/behaviour/creation.md#upload-protocol). */
function uploadEntityName(uploadId: string, size: number): string {
  return `${uploadId}_0_${size}`;
}

/** GET how many bytes of an upload the server already holds (0 when it holds none). */
function fetchUploadOffset(
  entityName: string,
  signal?: AbortSignal,
  kind: UploadKind = 'photo',
): Promise<{ offset: number }> {
  return apiClient.request('GET', uploadPath(entityName, kind), { signal, timeoutMs: 0 });
}

/** Options of a resumable upload. */
interface ResumableUploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  chunkBytes?: number;
  kind?: UploadKind;
  /** Dropped connections tolerated in a row before giving up (each resumes from the server's offset). */
  maxReconnects?: number;
  /** Waits between reconnects (tests pass an instant one). */
  wait?: (ms: number) => Promise<void>;
}

const defaultWait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure that a later attempt may get past: the connection dropped, or the server hiccuped. */
function isTransient(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.errorId === 'network' || error.errorId === 'timeout' || error.status >= 500)
  );
}

/** The server's offset from a 409 offset-mismatch answer, if it gave one. */
function offsetFromMismatch(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.body || typeof error.body !== 'object')
    return null;
  const { offset } = error.body as { offset?: unknown };
  return typeof offset === 'number' && Number.isInteger(offset) && offset >= 0 ? offset : null;
}

/**
 * Uploads a file by slices with the resumable protocol (Offset, X-Entity-Length, X-Entity-Name,
 * X-Entity-Type, X-Instagram-Rupload-Params), starting at the server's offset; no timeout. A
 * dropped connection asks the server for its offset again and continues from there; an offset the
 * server disagrees with (409) is corrected from its answer.
 */
export async function uploadResumable(
  file: Blob,
  params: UploadParams,
  options: ResumableUploadOptions = {},
): Promise<UploadChunkResult> {
  const kind = options.kind ?? (params.media_type === 2 ? 'video' : 'photo');
  const entityName = uploadEntityName(params.upload_id, file.size);
  const chunkBytes = options.chunkBytes ?? UPLOAD_CHUNK_BYTES;
  const maxReconnects = options.maxReconnects ?? 3;
  const wait = options.wait ?? defaultWait;
  const report = (offset: number): void => options.onProgress?.(file.size === 0 ? 0 : Math.min(1, offset / file.size));

  let reconnects = 0;
  let offset = (await fetchUploadOffset(entityName, options.signal, kind)).offset;
  let result: UploadChunkResult = { offset, status: 'ok', upload_id: params.upload_id, complete: offset >= file.size };
  report(offset);
  while (offset < file.size) {
    const slice = file.slice(offset, Math.min(file.size, offset + chunkBytes));
    try {
      result = await apiClient.request<UploadChunkResult>('POST', uploadPath(entityName, kind), {
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
      reconnects = 0;
    } catch (error) {
      const serverOffset = offsetFromMismatch(error);
      if (serverOffset !== null) {
        offset = serverOffset;
      } else if (isTransient(error) && reconnects < maxReconnects && !options.signal?.aborted) {
        reconnects += 1;
        await wait(250 * 2 ** (reconnects - 1));
        // The slice may or may not have arrived: the server's offset says which.
        offset = (await fetchUploadOffset(entityName, options.signal, kind)).offset;
      } else {
        throw error;
      }
    }
    report(offset);
  }
  return { ...result, offset, complete: true };
}

/** The creation finalize answer: media with pk and id, or an error_title (docs/behaviour/creation.md#sharing). */
export interface FinalizeAnswer {
  media?: Media;
  status?: string;
  error_title?: string;
}

/** POST configure: publishes an uploaded photo as a post; form body, 60 s timeout. */
export function configurePhoto(input: ConfigureInput): Promise<FinalizeAnswer> {
  return apiClient.request('POST', '/api/v1/media/configure/', {
    form: buildConfigureForm(input),
    timeoutMs: CONFIGURE_TIMEOUT_MS,
  });
}

/** POST configure_to_clips: publishes an uploaded video; the same form, 60 s timeout. */
export function configureVideo(input: ConfigureInput): Promise<FinalizeAnswer> {
  return apiClient.request('POST', '/api/v1/media/configure_to_clips/', {
    form: buildConfigureForm(input),
    timeoutMs: CONFIGURE_TIMEOUT_MS,
  });
}

/** POST configure_sidecar: publishes uploaded photos as one carousel; JSON, 60 s timeout. */
export function configureSidecar(input: ConfigureSidecarInput): Promise<FinalizeAnswer> {
  return apiClient.request('POST', '/api/v1/media/configure_sidecar/', {
    json: buildSidecarBody(input),
    timeoutMs: CONFIGURE_TIMEOUT_MS,
  });
}

/** The answer to a profile picture change. */
export interface ProfilePictureAnswer {
  status: 'ok';
  changed_profile: boolean;
  profile_pic_url: string;
  hd_profile_pic_url_info: { url: string };
}

/** POST web_change_profile_picture: makes an uploaded photo the viewer's profile picture. */
export function changeProfilePicture(uploadId: string): Promise<ProfilePictureAnswer> {
  return apiClient.request('POST', '/api/v1/web/accounts/web_change_profile_picture/', {
    form: { upload_id: uploadId },
    timeoutMs: CONFIGURE_TIMEOUT_MS,
  });
}

/** A place from location search. */
export interface Venue {
  external_id: string;
  external_id_source?: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  distance_m?: number;
}

/** GET location_search (docs/calls.md#creation): by the photo's coordinates when known, and/or a query. */
export function searchLocations(
  input: { latitude?: number; longitude?: number; query?: string; rankToken: string },
  signal?: AbortSignal,
): Promise<{ venues: Venue[]; rank_token: string; status: 'ok' }> {
  return apiClient.request('GET', '/api/v1/location_search/', {
    query: {
      latitude: input.latitude,
      longitude: input.longitude,
      rankToken: input.rankToken,
      timestamp: Math.floor(Date.now() / 1000),
      search_query: input.query?.trim() ? input.query.trim() : undefined,
    },
    signal,
  });
}

/** Creation modes: a post, or a profile picture with the offer to post it too (docs/behaviour/creation.md#opening). */
export type CreationMode = 'POST' | 'PROFILE_PIC_POST_UPSELL';

// The shell opens the creation modal on 'create-requested' before remote-create has loaded, so
// the asked-for mode is remembered here (shared-contracts is one shared instance) for it to read.
let lastRequestedMode: CreationMode = 'POST';
eventBus.on('create-requested', ({ mode }) => {
  lastRequestedMode = mode;
});
// remote-profile asks for the profile picture change with its own event; it is the creation modal
// in PROFILE_PIC_POST_UPSELL mode, which the shell opens on 'create-requested'.
eventBus.on('create:open-profile-picture', () => {
  eventBus.emit('create-requested', { mode: 'PROFILE_PIC_POST_UPSELL' });
});

/** The mode of the latest 'create-requested' (POST when nothing asked yet). */
export function requestedCreationMode(): CreationMode {
  return lastRequestedMode;
}

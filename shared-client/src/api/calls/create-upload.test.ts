import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../client.js';
import { ApiError } from 'shared-contracts';
import { uploadResumable, type UploadParams } from './create.js';

/** A tiny in-memory resumable-upload server: holds bytes, answers GET offset and POST slices. */
function fakeServer(options: { dropAt?: Set<number>; dropAfterStore?: Set<number>; heldAfterGet?: number } = {}) {
  let held = 0;
  const posts: number[] = [];
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (!url.includes('/rupload_ig')) throw new Error(`unexpected ${url}`);
    if (init?.method === 'GET') {
      const answer = Response.json({ status: 'ok', offset: held, entity_length: 10 });
      if (options.heldAfterGet !== undefined) held = options.heldAfterGet;
      return answer;
    }
    const headers = init?.headers as Record<string, string>;
    const offset = Number(headers.Offset);
    posts.push(offset);
    if (options.dropAt?.delete(offset)) throw new TypeError('Failed to fetch');
    if (offset !== held)
      return Response.json(
        { status: 'fail', error_id: 'upload_offset_mismatch', message: 'x', offset: held },
        { status: 409 },
      );
    const size = (init?.body as Blob).size;
    held += size;
    // The slice arrived, but the answer was lost on the way back.
    if (options.dropAfterStore?.delete(offset)) throw new TypeError('Failed to fetch');
    return Response.json({ status: 'ok', offset: held, upload_id: '1', complete: held === 10 });
  });
  return {
    fetchImpl,
    posts,
    get held() {
      return held;
    },
    set held(v: number) {
      held = v;
    },
  };
}

const params: UploadParams = { media_type: 1, upload_id: '123', upload_media_width: 1, upload_media_height: 1 };
const file = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
const instant = (): Promise<void> => Promise.resolve();

afterEach(() => apiClient.configure({ fetch: (...args) => globalThis.fetch(...args) }));

describe('uploadResumable', () => {
  it('sends the file in slices and reports progress up to 1', async () => {
    const server = fakeServer();
    apiClient.configure({ fetch: server.fetchImpl });
    const progress: number[] = [];
    const result = await uploadResumable(file, params, { chunkBytes: 4, onProgress: (f) => progress.push(f) });
    expect(server.posts).toEqual([0, 4, 8]);
    expect(progress).toEqual([0, 0.4, 0.8, 1]);
    expect(result.complete).toBe(true);
    expect(String(server.fetchImpl.mock.calls[0]![0])).toContain('/rupload_igphoto/123_0_10');
  });

  it('starts from what the server already holds (a resumed upload)', async () => {
    const server = fakeServer();
    server.held = 8;
    apiClient.configure({ fetch: server.fetchImpl });
    await uploadResumable(file, params, { chunkBytes: 4 });
    expect(server.posts).toEqual([8]);
  });

  it('after a dropped connection asks the server its offset and continues from there', async () => {
    const server = fakeServer({ dropAt: new Set([4]), dropAfterStore: new Set([8]) });
    apiClient.configure({ fetch: server.fetchImpl });
    await uploadResumable(file, params, { chunkBytes: 4, wait: instant });
    // 4 dropped before arriving (sent again); 8 arrived but its answer was lost (not sent again).
    expect(server.posts).toEqual([0, 4, 4, 8]);
    expect(server.held).toBe(10);
  });

  it('follows the server offset from a 409 mismatch', async () => {
    // Another tab's slice lands in between: the GET said 0, the server then holds 4.
    const server = fakeServer({ heldAfterGet: 4 });
    apiClient.configure({ fetch: server.fetchImpl });
    await uploadResumable(file, params, { chunkBytes: 4 });
    expect(server.posts).toEqual([0, 4, 8]);
    expect(server.held).toBe(10);
  });

  it('gives up after too many drops in a row, with the network error', async () => {
    const server = fakeServer({ dropAt: new Set([0]) });
    apiClient.configure({ fetch: server.fetchImpl });
    const error = await uploadResumable(file, params, { chunkBytes: 4, wait: instant, maxReconnects: 0 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorId).toBe('network');
  });

  it('uses rupload_igvideo for videos', async () => {
    const server = fakeServer();
    apiClient.configure({ fetch: server.fetchImpl });
    await uploadResumable(file, { ...params, media_type: 2 }, { chunkBytes: 10 });
    expect(String(server.fetchImpl.mock.calls[0]![0])).toContain('/rupload_igvideo/');
  });
});

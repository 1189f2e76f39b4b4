import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  configurePhoto,
  eventBus,
  localeStore,
  uploadPhotoResumable,
  type AppEvents,
} from 'shared-contracts';
import { DraftStore, type PhotoDraft } from '../draft/draft-store';
import { makeFile, makeMedia } from '../../testing/fixtures';
import { hasPublishedMedia } from './publish-photo';
import { sharePost } from './share-post';
import { createUploadId } from './upload-id';
import type * as SharedContracts from 'shared-contracts';

vi.mock('shared-contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedContracts>();
  return { ...actual, uploadPhotoResumable: vi.fn(), configurePhoto: vi.fn() };
});

const upload = vi.mocked(uploadPhotoResumable);
const configure = vi.mocked(configurePhoto);

type ConfigureAnswer = Awaited<ReturnType<typeof configurePhoto>>;
/** A configure answer that breaks the contract (the server's fault): only a cast can build one. */
function brokenAnswer(value: unknown): ConfigureAnswer {
  return value as ConfigureAnswer;
}

interface Recorded {
  toasts: AppEvents['toast-requested'][];
  progress: AppEvents['sharing-progress-changed'][];
  created: AppEvents['post-created'][];
}

function recordBus(): Recorded & { stop: () => void } {
  const recorded: Recorded = { toasts: [], progress: [], created: [] };
  const onToast = (e: AppEvents['toast-requested']): void => void recorded.toasts.push(e);
  const onProgress = (e: AppEvents['sharing-progress-changed']): void => void recorded.progress.push(e);
  const onCreated = (e: AppEvents['post-created']): void => void recorded.created.push(e);
  eventBus.on('toast-requested', onToast);
  eventBus.on('sharing-progress-changed', onProgress);
  eventBus.on('post-created', onCreated);
  return {
    ...recorded,
    stop() {
      eventBus.off('toast-requested', onToast);
      eventBus.off('sharing-progress-changed', onProgress);
      eventBus.off('post-created', onCreated);
    },
  };
}

const uploadDone = { offset: 16, status: 'ok' as const, upload_id: 'x', complete: true };

let store: DraftStore;
let bus: ReturnType<typeof recordBus>;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let draft: PhotoDraft;
const file = makeFile('beach.jpg', 'image/jpeg');

beforeEach(() => {
  localeStore.setLocale('en');
  store = new DraftStore();
  const started = store.start(file, { width: 800, height: 600 });
  store.update(started.id, { caption: 'Sunset #beach', altText: '  A beach at dusk  ' });
  draft = store.getState().draft ?? started;
  bus = recordBus();
  navigate = vi.fn<(path: string) => void>();
  upload.mockReset();
  configure.mockReset();
});

afterEach(() => bus.stop());

describe('sharePost', () => {
  it('uploads, configures, announces the post, goes home and confirms', async () => {
    const media = makeMedia();
    upload.mockImplementation(async (_file, _params, options) => {
      options?.onProgress?.(0);
      options?.onProgress?.(0.5);
      options?.onProgress?.(1);
      return uploadDone;
    });
    configure.mockResolvedValue({ media, status: 'ok' });

    await expect(sharePost(draft, navigate, store)).resolves.toBe('published');

    expect(upload).toHaveBeenCalledTimes(1);
    const [sentFile, params] = upload.mock.calls[0] ?? [];
    expect(sentFile).toBe(file);
    expect(params).toEqual({
      media_type: 1,
      upload_id: expect.stringMatching(/^\d{17}$/),
      upload_media_width: 800,
      upload_media_height: 600,
    });
    expect(configure).toHaveBeenCalledWith({
      upload_id: params?.upload_id,
      caption: 'Sunset #beach',
      custom_accessibility_caption: 'A beach at dusk',
    });
    // configure only after the upload finished
    expect(upload.mock.invocationCallOrder[0]).toBeLessThan(configure.mock.invocationCallOrder[0] ?? 0);

    expect(bus.created).toEqual([{ media }]);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(bus.toasts).toEqual([{ message: 'Photo posted.' }]);
    expect(bus.progress.filter((p) => p.active).map((p) => p.percent)).toEqual([0, 0, 50, 100, 100]);
    expect(bus.progress.at(-1)).toEqual({ active: false });
    expect(store.getState().draft).toBeNull();
  });

  it('leaves the alt text out when it is blank', async () => {
    store.update(draft.id, { altText: '   ' });
    upload.mockResolvedValue(uploadDone);
    configure.mockResolvedValue({ media: makeMedia(), status: 'ok' });
    await sharePost(store.getState().draft ?? draft, navigate, store);
    expect(configure.mock.calls[0]?.[0]).not.toHaveProperty('custom_accessibility_caption');
  });

  it('shows the Chinese success toast in zh-CN', async () => {
    localeStore.setLocale('zh-CN');
    upload.mockResolvedValue(uploadDone);
    configure.mockResolvedValue({ media: makeMedia(), status: 'ok' });
    await sharePost(draft, navigate, store);
    expect(bus.toasts[0]?.message).toBe('照片发布成功！');
  });

  it('on failure keeps the draft, records the failure and offers Retry with the same photo', async () => {
    upload.mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));

    await expect(sharePost(draft, navigate, store)).resolves.toBe('failed');

    expect(bus.created).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(configure).not.toHaveBeenCalled();
    expect(bus.progress.at(-1)).toEqual({ active: false });
    const state = store.getState();
    expect(state.status).toEqual({ kind: 'failed', errorTitle: null });
    expect(state.draft?.file).toBe(file);
    expect(state.draft?.caption).toBe('Sunset #beach');
    const toast = bus.toasts[0];
    expect(toast?.message).toBe("Your post couldn't be shared.");
    expect(toast?.action?.label).toBe('Retry');

    const firstUploadId = upload.mock.calls[0]?.[1].upload_id;
    const media = makeMedia();
    upload.mockResolvedValueOnce(uploadDone);
    configure.mockResolvedValueOnce({ media, status: 'ok' });
    toast?.action?.onAction();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));

    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[0]).toBe(file);
    // the same upload id, so the resumable upload continues instead of starting over
    expect(upload.mock.calls[1]?.[1].upload_id).toBe(firstUploadId);
    expect(bus.created).toEqual([{ media }]);
    expect(store.getState().draft).toBeNull();
  });

  it('shows the Chinese failure toast in zh-CN', async () => {
    localeStore.setLocale('zh-CN');
    upload.mockRejectedValueOnce(new ApiError(500, 'internal', 'boom'));
    await sharePost(draft, navigate, store);
    expect(bus.toasts[0]?.message).toBe('无法分享你的帖子。');
    expect(bus.toasts[0]?.action?.label).toBe('重试');
  });

  it('Retry uses the caption as edited after the failure', async () => {
    upload.mockResolvedValue(uploadDone);
    configure.mockRejectedValueOnce(new ApiError(500, 'internal', 'boom'));
    await sharePost(draft, navigate, store);
    store.update(draft.id, { caption: 'Better caption' });
    configure.mockResolvedValueOnce({ media: makeMedia(), status: 'ok' });
    bus.toasts[0]?.action?.onAction();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(configure.mock.calls[1]?.[0].caption).toBe('Better caption');
  });

  it.each([
    ['no media', { status: 'ok' }],
    ['media without id', { media: { pk: '901' }, status: 'ok' }],
    ['media without pk', { media: { id: '901_7' }, status: 'ok' }],
    ['empty pk and id', { media: { pk: '', id: '' }, status: 'ok' }],
  ])('counts a configure answer with %s as a failure', async (_case, answer) => {
    upload.mockResolvedValue(uploadDone);
    configure.mockResolvedValue(brokenAnswer(answer));

    await expect(sharePost(draft, navigate, store)).resolves.toBe('failed');

    expect(bus.created).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(bus.toasts[0]?.message).toBe("Your post couldn't be shared.");
    expect(store.getState().status.kind).toBe('failed');
  });

  it("records the answer's error_title", async () => {
    upload.mockResolvedValue(uploadDone);
    configure.mockResolvedValue(brokenAnswer({ status: 'fail', error_title: 'Try again later' }));
    await sharePost(draft, navigate, store);
    expect(store.getState().status).toEqual({ kind: 'failed', errorTitle: 'Try again later' });
  });

  it('runs one share at a time', async () => {
    let finishUpload: (value: typeof uploadDone) => void = () => undefined;
    upload.mockReturnValueOnce(new Promise((resolve) => (finishUpload = resolve)));
    configure.mockResolvedValue({ media: makeMedia(), status: 'ok' });
    const first = sharePost(draft, navigate, store);
    expect(store.getState().status).toEqual({ kind: 'sharing', stage: 'uploading', percent: 0 });
    await expect(sharePost(draft, navigate, store)).resolves.toBe('busy');
    finishUpload(uploadDone);
    await expect(first).resolves.toBe('published');
    expect(upload).toHaveBeenCalledTimes(1);
  });
});

describe('hasPublishedMedia', () => {
  it('needs media with both pk and id', () => {
    expect(hasPublishedMedia({ media: { pk: '1', id: '1_2' } })).toBe(true);
    expect(hasPublishedMedia({ media: { pk: '1' } })).toBe(false);
    expect(hasPublishedMedia({ media: null })).toBe(false);
    expect(hasPublishedMedia(null)).toBe(false);
  });
});

describe('createUploadId', () => {
  it('is the time in ms followed by 4 random digits', () => {
    expect(createUploadId(1_700_000_000_123, () => 0.0421)).toBe('17000000001230421');
    expect(createUploadId(5, () => 0)).toBe('50000');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import {
  changeProfilePicture,
  configurePhoto,
  configureSidecar,
  configureVideo,
  sessionStore,
  uploadResumable,
  type FinalizeAnswer,
} from 'shared-client';
import { localeStore } from 'shared-ui';
import { DraftStore, type Draft } from '../draft/draft-store';
import { makeMedia, makePhotoItem, makeVideoItem, testViewer } from '../../testing/fixtures';
import { memoryPendingJobs, type PendingJobs } from './pending-jobs';
import { shareDraft } from './share-post';
import { createUploadId } from './upload-id';
import type * as SharedContracts from 'shared-client';

vi.mock('shared-client', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedContracts>();
  return {
    ...actual,
    uploadResumable: vi.fn(),
    configurePhoto: vi.fn(),
    configureSidecar: vi.fn(),
    configureVideo: vi.fn(),
    changeProfilePicture: vi.fn(),
  };
});

const upload = vi.mocked(uploadResumable);
const configure = vi.mocked(configurePhoto);
const sidecar = vi.mocked(configureSidecar);
const clips = vi.mocked(configureVideo);
const profilePicture = vi.mocked(changeProfilePicture);

interface Recorded {
  toasts: AppEvents['toast-requested'][];
  progress: AppEvents['sharing-progress-changed'][];
  created: AppEvents['post-created'][];
  pictures: AppEvents['profile-picture-changed'][];
}

function recordBus(): Recorded & { stop: () => void } {
  const recorded: Recorded = { toasts: [], progress: [], created: [], pictures: [] };
  const handlers = {
    'toast-requested': (e: AppEvents['toast-requested']) => void recorded.toasts.push(e),
    'sharing-progress-changed': (e: AppEvents['sharing-progress-changed']) => void recorded.progress.push(e),
    'post-created': (e: AppEvents['post-created']) => void recorded.created.push(e),
    'profile-picture-changed': (e: AppEvents['profile-picture-changed']) => void recorded.pictures.push(e),
  };
  eventBus.on('toast-requested', handlers['toast-requested']);
  eventBus.on('sharing-progress-changed', handlers['sharing-progress-changed']);
  eventBus.on('post-created', handlers['post-created']);
  eventBus.on('profile-picture-changed', handlers['profile-picture-changed']);
  return {
    ...recorded,
    stop() {
      eventBus.off('toast-requested', handlers['toast-requested']);
      eventBus.off('sharing-progress-changed', handlers['sharing-progress-changed']);
      eventBus.off('post-created', handlers['post-created']);
      eventBus.off('profile-picture-changed', handlers['profile-picture-changed']);
    },
  };
}

const uploadDone = { offset: 32, status: 'ok' as const, upload_id: 'x', complete: true };
const posted = (): FinalizeAnswer => ({ media: makeMedia(), status: 'ok' });

let store: DraftStore;
let pending: PendingJobs;
let bus: ReturnType<typeof recordBus>;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

function current(): Draft {
  const draft = store.getState().draft;
  if (!draft) throw new Error('no draft');
  return draft;
}

beforeEach(() => {
  localeStore.setLocale('en');
  sessionStore.setSession(testViewer, 'csrf');
  store = new DraftStore();
  pending = memoryPendingJobs();
  bus = recordBus();
  navigate = vi.fn<(path: string) => void>();
  upload.mockReset();
  configure.mockReset();
  sidecar.mockReset();
  clips.mockReset();
  profilePicture.mockReset();
  upload.mockResolvedValue(uploadDone);
});

afterEach(() => bus.stop());

describe('sharing a photo', () => {
  it('uploads the drawn photo, configures it, announces the post, goes home and confirms', async () => {
    const item = makePhotoItem({ altText: '  A beach at dusk  ' });
    const draft = store.start(item);
    store.update(draft.id, { caption: 'Sunset #beach' });
    const media = makeMedia();
    upload.mockImplementation(async (_blob, _params, options) => {
      options?.onProgress?.(0.5);
      options?.onProgress?.(1);
      return uploadDone;
    });
    configure.mockResolvedValue({ media, status: 'ok' });

    const outcome = await shareDraft(current(), { navigate, store, pending });

    expect(outcome).toBe('published');
    const [blob, params] = upload.mock.calls[0]!;
    expect(blob).toBe(item.rendered?.blob);
    expect(params).toMatchObject({ media_type: 1, upload_media_width: 800, upload_media_height: 600 });
    expect(configure).toHaveBeenCalledWith({
      caption: 'Sunset #beach',
      upload_id: params.upload_id,
      custom_accessibility_caption: '  A beach at dusk  ',
      usertags: [],
      location: null,
      disable_comments: false,
      like_and_view_counts_disabled: false,
      invite_coauthor_user_ids: [],
    });
    expect(bus.progress.map((p) => p.percent ?? null)).toEqual([0, 50, 100, 100, null]);
    expect(bus.created).toEqual([{ media }]);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(bus.toasts).toEqual([{ message: 'Photo posted.' }]);
    expect(store.getState().draft).toBeNull();
    expect(await pending.latest()).toBeNull();
  });

  it('sends tags, location and the advanced settings', async () => {
    const item = makePhotoItem({ tags: [{ user: { pk: '42', username: 'lin' }, x: 0.25, y: 0.75 }] });
    const draft = store.start(item);
    store.update(draft.id, {
      location: { facebook_places_id: '12', name: 'Bund', lat: 31.2, lng: 121.5 },
      hideCounts: true,
      commentsOff: true,
    });
    configure.mockResolvedValue(posted());
    await shareDraft(current(), { navigate, store, pending });
    expect(configure.mock.calls[0]![0]).toMatchObject({
      usertags: [{ user_id: '42', position: [0.25, 0.75] }],
      location: { facebook_places_id: '12' },
      disable_comments: true,
      like_and_view_counts_disabled: true,
    });
  });

  it('fails with the answer error_title when media lacks pk or id', async () => {
    store.start(makePhotoItem());
    configure.mockResolvedValue({ media: { ...makeMedia(), id: '' }, error_title: 'Try later' });
    expect(await shareDraft(current(), { navigate, store, pending })).toBe('failed');
    expect(store.getState().status).toEqual({ kind: 'failed', errorTitle: 'Try later' });
    expect(bus.toasts[0]?.message).toBe("Your post couldn't be shared: Try later");
    expect(bus.created).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('records the failure, keeps the job, and Retry finishes it without choosing the file again', async () => {
    const item = makePhotoItem();
    store.start(item);
    upload.mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));
    configure.mockResolvedValue(posted());

    expect(await shareDraft(current(), { navigate, store, pending })).toBe('failed');
    expect(store.getState().status.kind).toBe('failed');
    const kept = await pending.latest();
    expect(kept?.items[0]?.blob).toBe(item.rendered?.blob);
    const retry = bus.toasts[0]?.action;
    expect(retry?.label).toBe('Retry');

    // The caption edited since the failure counts.
    store.update(current().id, { caption: 'edited' });
    retry?.onAction();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'), { timeout: 10_000 });
    // The same upload id both times: the second attempt resumes the first.
    expect(upload.mock.calls[1]![1].upload_id).toBe(upload.mock.calls[0]![1].upload_id);
    expect(configure.mock.calls[0]![0].caption).toBe('edited');
    expect(await pending.latest()).toBeNull();
  });

  it('Retry after the draft is gone reruns the failed job as it was', async () => {
    store.start(makePhotoItem());
    store.update(current().id, { caption: 'kept' });
    upload.mockRejectedValueOnce(new ApiError(500, 'internal', 'boom'));
    configure.mockResolvedValue(posted());
    await shareDraft(current(), { navigate, store, pending });
    store.clear();
    bus.toasts[0]?.action?.onAction();
    await vi.waitFor(() => expect(bus.created).toHaveLength(1), { timeout: 10_000 });
    expect(configure.mock.calls[0]![0].caption).toBe('kept');
  });

  it('does nothing while another share runs', async () => {
    store.start(makePhotoItem());
    let finish: (value: typeof uploadDone) => void = () => undefined;
    upload.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    configure.mockResolvedValue(posted());
    const first = shareDraft(current(), { navigate, store, pending });
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(await shareDraft(current(), { navigate, store, pending })).toBe('busy');
    finish(uploadDone);
    expect(await first).toBe('published');
  });
});

describe('sharing a carousel and a video', () => {
  it('publishes several photos with configure_sidecar, each with its own alt text and tags, in order', async () => {
    const a = makePhotoItem({ altText: 'first' });
    const b = makePhotoItem({ tags: [{ user: { pk: '5', username: 'x' }, x: 0.5, y: 0.5 }] });
    const draft = store.start(a);
    store.addItem(draft.id, b);
    store.moveItem(draft.id, b.key, -1);
    sidecar.mockResolvedValue(posted());
    expect(await shareDraft(current(), { navigate, store, pending })).toBe('published');
    const input = sidecar.mock.calls[0]![0];
    const uploads = upload.mock.calls.map((call) => call[1].upload_id);
    expect(input.client_sidecar_id).toBe(`${draft.sessionId}-post`);
    expect(input.children).toEqual([
      { upload_id: uploads[0], custom_accessibility_caption: '', usertags: [{ user_id: '5', position: [0.5, 0.5] }] },
      { upload_id: uploads[1], custom_accessibility_caption: 'first', usertags: [] },
    ]);
    expect(upload.mock.calls[0]![0]).toBe(b.rendered?.blob);
  });

  it('uploads a video as media type 2 and publishes it with configure_to_clips', async () => {
    const video = makeVideoItem();
    store.start(video);
    clips.mockResolvedValue(posted());
    expect(await shareDraft(current(), { navigate, store, pending })).toBe('published');
    expect(upload.mock.calls[0]![0]).toBe(video.file);
    expect(upload.mock.calls[0]![1]).toMatchObject({
      media_type: 2,
      upload_media_width: 720,
      upload_media_height: 1280,
    });
    expect(bus.toasts.at(-1)?.message).toBe('Video posted.');
  });
});

describe('the profile picture (PROFILE_PIC_POST_UPSELL)', () => {
  it('changes the picture, updates the session, announces it and offers to post it', async () => {
    store.start(makePhotoItem(), 'PROFILE_PIC_POST_UPSELL');
    profilePicture.mockResolvedValue({
      status: 'ok',
      changed_profile: true,
      profile_pic_url: '/media/avatars/new-150.jpg',
      hd_profile_pic_url_info: { url: '/media/avatars/new-320.jpg' },
    });
    expect(await shareDraft(current(), { navigate, store, pending }, 'profile-picture')).toBe('published');
    expect(profilePicture).toHaveBeenCalledWith(upload.mock.calls[0]![1].upload_id);
    expect(sessionStore.getState().viewer?.profile_pic_url).toBe('/media/avatars/new-150.jpg');
    expect(bus.pictures).toEqual([
      { userId: '7', profilePicUrl: '/media/avatars/new-150.jpg', hdProfilePicUrl: '/media/avatars/new-320.jpg' },
    ]);
    expect(store.getState().draft?.step).toBe('profile-upsell');
    expect(navigate).not.toHaveBeenCalled();

    // Posting it too: success resets the creation state.
    configure.mockResolvedValue(posted());
    expect(await shareDraft(current(), { navigate, store, pending })).toBe('published');
    expect(store.getState().draft).toBeNull();
  });
});

describe('createUploadId', () => {
  it('is the time in ms followed by 4 digits', () => {
    expect(createUploadId(1_700_000_000_123, () => 0.0421)).toBe('17000000001230421');
    expect(createUploadId(5, () => 0)).toMatch(/^\d+$/);
  });
});

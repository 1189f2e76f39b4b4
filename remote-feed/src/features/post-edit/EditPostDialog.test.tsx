import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { postKeys } from 'shared-client/queries';
import {
  createTestQueryClient,
  installFakeApi,
  makeTestMedia,
  makeTestUser,
  type FakeApi,
} from 'shared-client/testing';
import { untranslatedTexts } from 'shared-ui/testing';
import { renderInApp } from '../../test-support/render-in-app';
import { PostOptionsDialog } from '../post-options/PostOptionsDialog';

// The author's post edit (docs/behaviour/media.md#editing-a-post), opened from the options sheet.

const viewer = makeTestUser({ pk: 'viewer', username: 'me' });
const EDIT = '/api/v1/media/77/edit/';
let api: FakeApi;
const toasts: string[] = [];
const onToast = (toast: AppEvents['toast-requested']) => toasts.push(toast.message);

function openEdit(media = makeTestMedia({ pk: '77', code: 'Mine', user: viewer })) {
  const client = createTestQueryClient();
  client.setQueryData(postKeys.page(media.code), media);
  const onClose = vi.fn();
  renderInApp(<PostOptionsDialog media={media} onClose={onClose} />, { client });
  fireEvent.click(screen.getByTestId('edit-post'));
  return { media, client, onClose };
}

beforeEach(() => {
  localeStore.setLocale('en');
  sessionStore.setSession(viewer, 'csrf');
  toasts.length = 0;
  eventBus.on('toast-requested', onToast);
  api = installFakeApi();
});
afterEach(() => {
  cleanup();
  eventBus.off('toast-requested', onToast);
  api.restore();
  sessionStore.setSession(null);
});

describe('EditPostDialog', () => {
  it('is offered only on the viewer’s own post', () => {
    const client = createTestQueryClient();
    const theirs = makeTestMedia({ pk: '78', user: makeTestUser({ pk: 'x', username: 'someone' }) });
    renderInApp(<PostOptionsDialog media={theirs} onClose={vi.fn()} />, { client });
    expect(screen.queryByTestId('edit-post')).toBeNull();
  });

  it('saves the caption, alt text and tags, and the cached post shows them marked edited', async () => {
    const friend = makeTestUser({ pk: '9', username: 'friend' });
    const { media, client, onClose } = openEdit(
      makeTestMedia({
        pk: '77',
        code: 'Mine',
        user: viewer,
        usertags: { in: [{ user: friend, position: [0.5, 0.5] }] },
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Edit info' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'Now with #fresh' } });
    fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: 'A red door' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the tag of friend' }));
    const saved = {
      ...media,
      caption: { pk: 'c77', text: 'Now with #fresh', created_at: 1, has_translation: false },
      caption_is_edited: true,
      accessibility_caption: 'A red door',
      usertags: null,
    };
    api.on('POST', EDIT, { status: 'ok', media: saved });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(api.requests.find((r) => r.path === EDIT)?.body ?? 'null')).toEqual({
      caption_text: 'Now with #fresh',
      custom_accessibility_caption: 'A red door',
      usertags: { in: [] },
    });
    expect(toasts).toEqual(['Post updated']);
    const cached = client.getQueryData<typeof media>(postKeys.page('Mine'));
    expect([cached?.caption?.text, cached?.caption_is_edited, cached?.accessibility_caption]).toEqual([
      'Now with #fresh',
      true,
      'A red door',
    ]);
  });

  it('shows the collaborators, accepted and invited, and saves them as they should be', async () => {
    const ann = makeTestUser({ pk: '5', username: 'ann' });
    const ben = makeTestUser({ pk: '6', username: 'ben' });
    const cat = makeTestUser({ pk: '7', username: 'cat' });
    const { media, onClose } = openEdit(
      makeTestMedia({
        pk: '77',
        code: 'Mine',
        user: viewer,
        coauthor_producers: [ann],
        invited_coauthor_producers: [ben],
      }),
    );
    const chips = () => screen.getAllByTestId('edit-collab-search-chip').map((chip) => chip.textContent);
    expect(chips()).toEqual(['ann', 'ben']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove ben as a collaborator' }));
    api.on('GET', '/api/v1/web/search/topsearch/', {
      users: [viewer, cat].map((user, position) => ({ position, user: { ...user, follower_count: 1 } })),
      hashtags: [],
      places: [],
      status: 'ok',
    });
    fireEvent.change(screen.getByTestId('edit-collab-search'), { target: { value: 'c' } });
    // The owner is never offered: only cat.
    await waitFor(() => expect(screen.getAllByTestId('edit-collab-search-option')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('edit-collab-search-option'));
    expect(chips()).toEqual(['ann', 'cat']);
    api.on('POST', EDIT, { status: 'ok', media });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = JSON.parse(api.requests.find((r) => r.path === EDIT)?.body ?? 'null');
    expect(sent.invite_coauthor_user_ids_string).toBe('["5","7"]');
  });

  it('speaks zh-CN throughout: no Latin text but the post’s own content', () => {
    localeStore.setLocale('zh-CN');
    const friend = makeTestUser({ pk: '9', username: 'friend' });
    openEdit(
      makeTestMedia({
        pk: '77',
        code: 'Mine',
        user: viewer,
        caption: { pk: 'c', text: 'hello', created_at: 1, has_translation: false },
        usertags: { in: [{ user: friend, position: [0.5, 0.5] }] },
        location: { pk: '5', name: 'Belém', lat: 1, lng: 2 },
      }),
    );
    const dialog = screen.getByRole('dialog', { name: '编辑信息' });
    expect(untranslatedTexts(dialog, ['hello', 'friend', 'Belém'])).toEqual([]);
  });

  it('keeps what was typed and says why when the server refuses, in zh-CN', async () => {
    localeStore.setLocale('zh-CN');
    const { client, onClose } = openEdit();
    fireEvent.change(screen.getByLabelText('说明文字'), { target: { value: 'typed' } });
    api.on('POST', EDIT, { status: 400, body: { error_id: 'validation_failed', message: 'bad', fields: {} } });
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '无法保存：请检查说明文字、替代文字、标记、位置和合作者。',
    );
    expect((screen.getByLabelText('说明文字') as HTMLTextAreaElement).value).toBe('typed');
    expect(onClose).not.toHaveBeenCalled();
    expect(client.getQueryData<{ caption_is_edited: boolean }>(postKeys.page('Mine'))?.caption_is_edited).toBe(false);
  });

  it('removes the place', async () => {
    const { media } = openEdit(
      makeTestMedia({ pk: '77', code: 'Mine', user: viewer, location: { pk: '5', name: 'Belém', lat: 1, lng: 2 } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove the location Belém' }));
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeTruthy();
    api.on('POST', EDIT, { status: 'ok', media: { ...media, location: null } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(api.requests.some((r) => r.path === EDIT)).toBe(true));
    expect(JSON.parse(api.requests.find((r) => r.path === EDIT)?.body ?? '{}').location).toBeNull();
  });
});

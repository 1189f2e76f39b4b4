import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import {
  createTestQueryClient,
  deferred,
  installFakeApi,
  makeTestMedia,
  makeTestUser,
  type FakeApi,
  type FakeRequest,
} from 'shared-client/testing';
import { CachedPost, seedPost } from '../../test-support/cached-post';
import { renderInApp } from '../../test-support/render-in-app';
import { PostActions } from '../engagement/PostActions';
import { SendToDialog } from './SendToDialog';

const RANKED = '/api/v1/direct_v2/ranked_recipients/';
const SHARE = '/api/v1/direct_v2/threads/broadcast/media_share/';
const lin = makeTestUser({ pk: '5', username: 'lin.xiaoyu', full_name: '林小雨' });
const zhou = makeTestUser({ pk: '6', username: 'zhou', full_name: '周' });
const hikers = {
  thread_id: 'g1',
  thread_title: '周末徒步小队',
  users: [lin, zhou],
  is_group: true,
};

let api: FakeApi;
let toasts: string[];
const onToast = (toast: AppEvents['toast-requested']) => toasts.push(toast.message);

beforeEach(() => {
  act(() => {
    localeStore.setLocale('zh-CN');
    sessionStore.setSession(makeTestUser({ pk: '1', username: 'demo' }), 'token');
  });
  api = installFakeApi();
  api.on('GET', RANKED, (request: FakeRequest) => ({
    ranked_recipients: request.query.get('query')
      ? [{ user: zhou }]
      : [{ user: lin }, { thread: hikers }, { user: zhou }],
    status: 'ok',
  }));
  toasts = [];
  eventBus.on('toast-requested', onToast);
});

afterEach(() => {
  cleanup();
  api.restore();
  eventBus.off('toast-requested', onToast);
  vi.restoreAllMocks();
  act(() => sessionStore.setSession(null, null));
});

function rowNamed(name: string): HTMLInputElement {
  return within(screen.getByTestId('send-to-dialog')).getByRole('checkbox', { name });
}

describe('Send to', () => {
  it('opens from the post’s Share button with the suggested people and groups', async () => {
    const client = createTestQueryClient();
    const media = makeTestMedia({ pk: '700', id: '700_2', code: 'Share700' });
    seedPost(client, media);
    renderInApp(<CachedPost code={media.code}>{(cached) => <PostActions media={cached} />}</CachedPost>, { client });
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    const dialog = await screen.findByRole('dialog', { name: '发送给' });
    await waitFor(() => expect(within(dialog).getAllByTestId('send-to-row')).toHaveLength(3));
    expect(within(dialog).getByText('推荐')).toBeTruthy();
    expect(within(dialog).getByText('2 位成员')).toBeTruthy();
    const asked = api.requests.find((r) => r.path === RANKED)!;
    expect(asked.query.get('mode')).toBe('reshare');
    expect(asked.query.get('show_threads')).toBe('true');
    expect((within(dialog).getByRole('button', { name: '发送' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('searches as the viewer types, aborting the older search, and keeps what was picked', async () => {
    const held = deferred<unknown>();
    api.on('GET', RANKED, (request: FakeRequest) =>
      request.query.get('query') === 'z'
        ? held.promise
        : {
            ranked_recipients: request.query.get('query') ? [{ user: zhou }] : [{ user: lin }, { user: zhou }],
            status: 'ok',
          },
    );
    renderInApp(<SendToDialog media={{ pk: '700', id: '700_2' }} onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: '发送给' });
    await waitFor(() => expect(screen.getAllByTestId('send-to-row')).toHaveLength(2));
    fireEvent.click(rowNamed('林小雨'));
    const search = screen.getByRole('searchbox', { name: '搜索用户或对话' });
    expect(search).toHaveProperty('maxLength', 100);
    fireEvent.change(search, { target: { value: 'z' } });
    await waitFor(() => expect(api.requests.some((r) => r.query.get('query') === 'z')).toBe(true));
    fireEvent.change(search, { target: { value: 'zh' } });
    await waitFor(() => expect(api.requests.find((r) => r.query.get('query') === 'z')?.signal?.aborted).toBe(true));
    // The pick stays listed (first), with the new search's results after it.
    await waitFor(() => expect(screen.queryByText('推荐')).toBeNull());
    await waitFor(() =>
      expect(screen.getAllByTestId('send-to-row').map((row) => row.dataset.key)).toEqual(['u:5', 'u:6']),
    );
    expect(rowNamed('林小雨').checked).toBe(true);
  });

  it('sends the post with the message to the picked people and groups in one call, then says Sent', async () => {
    api.on('POST', SHARE, { items: [], status: 'ok' });
    const onClose = vi.fn();
    renderInApp(<SendToDialog media={{ pk: '700', id: '700_2' }} onClose={onClose} />);
    await screen.findByRole('dialog', { name: '发送给' });
    await waitFor(() => expect(screen.getAllByTestId('send-to-row')).toHaveLength(3));
    fireEvent.click(rowNamed('林小雨'));
    fireEvent.click(rowNamed('周末徒步小队'));
    fireEvent.change(screen.getByRole('textbox', { name: '写一条消息…' }), { target: { value: '  看这个  ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = api.requests.filter((r) => r.path === SHARE);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.form.get('thread_ids')!)).toEqual(['g1']);
    expect(JSON.parse(sent[0]!.form.get('recipient_users')!)).toEqual(['5']);
    expect(sent[0]!.form.get('media_id')).toBe('700_2');
    expect(sent[0]!.form.get('text')).toBe('看这个');
    expect(sent[0]!.form.get('client_context')).toBeTruthy();
    expect(toasts).toEqual(['已发送']);
  });

  it('stays open with the generic error when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('POST', SHARE, { status: 500, body: { error_id: 'internal', message: 'boom' } });
    const onClose = vi.fn();
    renderInApp(<SendToDialog media={{ pk: '700', id: '700_2' }} onClose={onClose} />);
    await screen.findByRole('dialog', { name: '发送给' });
    await waitFor(() => expect(screen.getAllByTestId('send-to-row')).toHaveLength(3));
    fireEvent.click(rowNamed('周'));
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(toasts).toEqual(['出错了，请稍后重试。']));
    expect(onClose).not.toHaveBeenCalled();
    expect(api.requests.find((r) => r.path === SHARE)?.form.get('text')).toBeNull();
    expect((screen.getByRole('button', { name: '发送' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

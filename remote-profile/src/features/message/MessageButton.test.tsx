import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { NO_FRIENDSHIP } from 'shared-contracts';
import { sessionStore } from 'shared-client';
import { fakeApiForEachTest, makeTestUser, signedInForEachTest } from 'shared-client/testing';
import { makeProfile } from '../../test-fixtures';
import { collectToasts, renderInApp } from '../../test-render';
import { ProfileHeader } from '../profile-header/ProfileHeader';

const LOOKUP = '/api/v1/direct_v2/threads/get_by_participants/';
const CREATE = '/api/v1/direct_v2/create_group_thread/';

/** Where the router is, shown so a test can read it. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderProfileOf(profile = makeProfile({ pk: '5', id: '5', username: 'lin.xiaoyu' })) {
  return renderInApp(
    <Routes>
      <Route path="*" element={<ProfileHeader profile={profile} />} />
    </Routes>,
    { path: '/lin.xiaoyu/' },
  );
}

function threadNamed(threadId: string) {
  return { thread_id: threadId, thread_title: '林小雨', users: [], is_group: false, pending: false, folder: 0 };
}

signedInForEachTest(makeTestUser({ pk: '1', id: '1', username: 'demo' }));
const api = fakeApiForEachTest('zh-CN');
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the profile Message button', () => {
  it('opens the conversation that exists, without starting another', async () => {
    api.on('GET', LOOKUP, { thread: threadNamed('42'), status: 'ok' });
    renderInApp(
      <>
        <ProfileHeader profile={makeProfile({ pk: '5', id: '5' })} />
        <Where />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '发消息' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/direct/t/42/'));
    expect(api.requests.find((r) => r.path === LOOKUP)?.query.get('recipient_users')).toBe('["5"]');
    expect(api.requests.some((r) => r.path === CREATE)).toBe(false);
  });

  it('starts the conversation when there is none, then opens it', async () => {
    api.on('GET', LOOKUP, { thread: null, status: 'ok' });
    api.on('POST', CREATE, { ...threadNamed('77'), status: 'ok' });
    renderInApp(
      <>
        <ProfileHeader profile={makeProfile({ pk: '5', id: '5' })} />
        <Where />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '发消息' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/direct/t/77/'));
    expect(api.requests.find((r) => r.path === CREATE)?.form.get('recipient_users')).toBe('["5"]');
  });

  it('logs direct_create_thread_failed and shows the generic error when starting fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const toasts = collectToasts();
    api.on('GET', LOOKUP, { thread: null, status: 'ok' });
    api.on('POST', CREATE, { status: 500, body: { error_id: 'internal', message: 'boom' } });
    renderProfileOf();
    fireEvent.click(screen.getByRole('button', { name: '发消息' }));
    await waitFor(() => expect(toasts.messages).toEqual(['出错了，请稍后重试。']));
    toasts.stop();
    expect(logged.mock.calls[0]?.[0]).toBe('direct_create_thread_failed');
    expect((screen.getByRole('button', { name: '发消息' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a visitor to the log-in page and back', async () => {
    act(() => sessionStore.setSession(null));
    renderInApp(
      <>
        <ProfileHeader profile={makeProfile({ pk: '5', id: '5' })} />
        <Where />
      </>,
      { path: '/lin.xiaoyu/' },
    );
    fireEvent.click(screen.getByRole('button', { name: '发消息' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/accounts/login/?next=%2Flin.xiaoyu%2F'));
    expect(api.requests.filter((r) => r.path.startsWith('/api/v1/direct_v2/'))).toHaveLength(0);
  });

  it('is not on the viewer’s own profile, nor on one the viewer blocked', () => {
    renderProfileOf(makeProfile({ pk: '1', id: '1', username: 'demo', is_viewer: true }));
    expect(screen.queryByTestId('message-button')).toBeNull();
    cleanup();
    renderProfileOf(makeProfile({ pk: '5', id: '5', friendship_status: { ...NO_FRIENDSHIP, blocking: true } }));
    expect(screen.getByTestId('unblock-button')).toBeTruthy();
    expect(screen.queryByTestId('message-button')).toBeNull();
  });
});

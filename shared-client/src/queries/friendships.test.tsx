// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_FRIENDSHIP, type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { createTestQueryClient, TestProviders } from 'shared-client/testing';
import { seedFriendshipStatuses, useFollowActions, useFriendshipStatus } from './friendships.js';
import { deferred } from 'shared-client/testing';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

function setup() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders client={client}>{children}</TestProviders>;
  const hook = renderHook(
    () => ({
      follow: useFollowActions({ pk: '42', is_private: true }, 'profile', NO_FRIENDSHIP),
      // A second view of the same user elsewhere (the feed).
      elsewhere: useFriendshipStatus('42'),
    }),
    { wrapper },
  );
  return { client, hook };
}

describe('follow through the cache', () => {
  it('shows the request at once everywhere, marks the user updating, then announces the answer', async () => {
    const answer = deferred<unknown>();
    api.onGraphQL('CreateFriendship', () => answer.promise);
    const events: Array<AppEvents['friendship-changed']> = [];
    const listen = (event: AppEvents['friendship-changed']) => events.push(event);
    eventBus.on('friendship-changed', listen);
    const { hook } = setup();

    let done!: Promise<void>;
    act(() => {
      done = hook.result.current.follow.follow();
    });
    await waitFor(() => expect(hook.result.current.elsewhere.status?.outgoing_request).toBe(true));
    expect(hook.result.current.elsewhere.updating).toBe(true);
    expect(api.requests[0]?.variables).toMatchObject({ input: { target_user_id: '42', container_module: 'profile' } });

    answer.resolve({
      xdt_create_friendship: {
        id: '42',
        username: 'lin',
        friendship_status: { following: false, outgoing_request: true, followed_by: true, is_bestie: false },
      },
    });
    await act(() => done);
    await waitFor(() => expect(hook.result.current.elsewhere.updating).toBe(false));
    expect(hook.result.current.elsewhere.status).toMatchObject({ outgoing_request: true, followed_by: true });
    expect(events.at(-1)?.userId).toBe('42');
    eventBus.off('friendship-changed', listen);
  });

  it('rolls back a failed follow and rejects with the description', async () => {
    api.onGraphQL('CreateFriendship', { status: 429, body: { error_id: 'rate_limited', message: 'Try again later.' } });
    const { hook } = setup();
    let failure: unknown;
    await act(async () => {
      await hook.result.current.follow.follow().catch((error: unknown) => (failure = error));
    });
    expect((failure as Error).message).toBe('Try again later.');
    // Back to what the follow button was given.
    expect(hook.result.current.elsewhere.status).toEqual(NO_FRIENDSHIP);
    await waitFor(() => expect(hook.result.current.elsewhere.updating).toBe(false));
  });

  it('resolves false for a failed unfollow, nothing more', async () => {
    api.onGraphQL('DestroyFriendship', { status: 500, body: { error_id: 'internal', message: 'boom' } });
    const { hook, client } = setup();
    act(() => seedFriendshipStatuses(client, [{ pk: '42', friendship_status: { ...NO_FRIENDSHIP, following: true } }]));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await hook.result.current.follow.unfollow();
    });
    expect(ok).toBe(false);
    // The failed change is rolled back once its error settles, not necessarily by now.
    await waitFor(() => expect(hook.result.current.elsewhere.status?.following).toBe(true));
  });

  it('does not let an answer fetched during a change overwrite it', async () => {
    const answer = deferred<unknown>();
    api.onGraphQL('CreateFriendship', () => answer.promise);
    const { hook, client } = setup();
    act(() => void hook.result.current.follow.follow());
    await waitFor(() => expect(hook.result.current.elsewhere.updating).toBe(true));
    act(() => seedFriendshipStatuses(client, [{ pk: '42', friendship_status: NO_FRIENDSHIP }]));
    expect(hook.result.current.elsewhere.status?.outgoing_request).toBe(true);
    answer.resolve({
      xdt_create_friendship: {
        id: '42',
        username: 'lin',
        friendship_status: { following: false, outgoing_request: true, followed_by: false, is_bestie: false },
      },
    });
    await waitFor(() => expect(hook.result.current.elsewhere.updating).toBe(false));
  });
});

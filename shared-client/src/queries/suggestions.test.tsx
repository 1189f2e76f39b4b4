// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { makeTestUser } from 'shared-client/testing';
import { createTestQueryClient, TestProviders } from 'shared-client/testing';
import { useChainingSuggestionsQuery, useDismissSuggestionMutation } from './suggestions.js';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

describe('chaining suggestions', () => {
  it('asks for accounts related to the one just followed', async () => {
    api.on('GET', '/api/v1/discover/chaining/', {
      users: [{ ...makeTestUser({ pk: '3', username: 'kenji' }), social_context: 'Followed by lin' }],
      status: 'ok',
    });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestProviders client={client}>{children}</TestProviders>
    );
    const { result } = renderHook(() => useChainingSuggestionsQuery('42'), { wrapper });
    await waitFor(() => expect(result.current.data?.map((user) => user.username)).toEqual(['kenji']));
    expect(api.requests[0]?.query.get('target_id')).toBe('42');
  });
});

describe('dismissing a suggestion', () => {
  it('tells the server and takes the account out of the cached suggestions at once', async () => {
    api.on('GET', '/api/v1/discover/chaining/', {
      users: [makeTestUser({ pk: '3', username: 'kenji' }), makeTestUser({ pk: '4', username: 'mei' })].map((user) => ({
        ...user,
        social_context: '',
      })),
      status: 'ok',
    });
    api.on('POST', '/api/v1/web/discover/aysf_dismiss/', { status: 'ok' });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestProviders client={client}>{children}</TestProviders>
    );
    const { result } = renderHook(
      () => ({ list: useChainingSuggestionsQuery('42'), dismiss: useDismissSuggestionMutation() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    await act(() => result.current.dismiss.mutateAsync('3'));
    await waitFor(() => expect(result.current.list.data?.map((user) => user.username)).toEqual(['mei']));
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/web/discover/aysf_dismiss/' });
    expect(api.requests.at(-1)?.form.get('target_id')).toBe('3');
  });
});

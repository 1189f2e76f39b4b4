// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeApi } from '../testing/fake-api.js';
import { makeTestUser } from '../testing/fixtures.js';
import { createTestQueryClient, TestProviders } from '../testing/query-client.js';
import { useChainingSuggestionsQuery } from './suggestions.js';

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

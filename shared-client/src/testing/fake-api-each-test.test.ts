// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { localeStore } from 'shared-ui';
import { apiClient, sessionStore } from 'shared-client';
import { fakeApiForEachTest, signedInForEachTest } from './fake-api-each-test.js';
import { makeTestUser } from './fixtures.js';

const api = fakeApiForEachTest('zh-CN');
const seen: string[] = [];
// Runs after the helper's own after-each of the last test: the page is English again.
afterAll(() => expect(localeStore.getLocale()).toBe('en'));

describe('fakeApiForEachTest', () => {
  it('puts the page in the locale and answers through the real client', async () => {
    expect(localeStore.getLocale()).toBe('zh-CN');
    api.on('GET', '/api/v1/ping/', { pong: 1 });
    await expect(apiClient.request('GET', '/api/v1/ping/')).resolves.toEqual({ pong: 1 });
    seen.push(...api.requests.map((request) => request.path));
  });

  it('gives each test a fresh fake: no routes or requests of the test before', async () => {
    expect(seen).toEqual(['/api/v1/ping/']);
    expect(api.requests).toEqual([]);
    await expect(apiClient.request('GET', '/api/v1/ping/')).rejects.toMatchObject({ status: 404 });
  });
});

describe('signedInForEachTest', () => {
  signedInForEachTest(makeTestUser({ pk: '5', username: 'me' }));
  // Runs after the helper's after-each of this block's last test.
  afterAll(() => expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', csrfToken: null }));

  it('logs the viewer in, with a CSRF token, for each test', () => {
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      viewer: { pk: '5', username: 'me' },
      csrfToken: 'token',
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from './client.js';
import { ApiError } from 'shared-contracts';
import { createSessionStore } from '../session/session-store.js';
import { createEventBus } from 'shared-contracts/bus';
import { runPersisted, GraphQLResponseError } from '../graphql/graphql-client.js';
import { DOC_IDS } from 'shared-contracts';

function clientWith(fetchImpl: typeof fetch, csrf: string | null = 'tok123') {
  const session = createSessionStore(createEventBus());
  session.setSession(null, csrf);
  return new ApiClient({ baseUrl: 'http://api.test', session, fetch: fetchImpl });
}

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ApiClient', () => {
  it('sends credentials, the CSRF header on mutations only, and form bodies', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ status: 'ok' }));
    const client = clientWith(fetchMock);
    await client.request('GET', '/a/', { query: { q: 'x y', skip: undefined } });
    await client.request('POST', '/b/', { form: { username: 'demo' } });
    const [getUrl, getInit] = fetchMock.mock.calls[0]!;
    const [, postInit] = fetchMock.mock.calls[1]!;
    expect(getUrl).toBe('http://api.test/a/?q=x+y');
    expect(getInit?.credentials).toBe('include');
    expect((getInit?.headers as Record<string, string>)['X-CSRFToken']).toBeUndefined();
    expect((postInit?.headers as Record<string, string>)['X-CSRFToken']).toBe('tok123');
    expect(postInit?.body).toBe('username=demo');
  });

  it('asks for the interface language, so texts the server writes follow the chosen one', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ status: 'ok' }));
    let locale: 'zh-CN' | 'en' = 'zh-CN';
    const client = new ApiClient({ baseUrl: 'http://api.test', fetch: fetchMock, locale: () => locale });
    await client.request('GET', '/a/');
    locale = 'en';
    await client.request('GET', '/a/');
    const sent = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Accept-Language']);
    expect(sent).toEqual(['zh-CN', 'en']);
  });

  it('makes one attempt and maps the server error body to an ApiError', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      json({ status: 'fail', error_id: 'not_found', message: 'No such user' }, 404),
    );
    const error = await clientWith(fetchMock)
      .request('GET', '/x/')
      .catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errorId: 'not_found', message: 'No such user' });
  });

  it('times out with a timeout error', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const error = await clientWith(fetchMock)
      .request('GET', '/slow/', { timeoutMs: 20 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ errorId: 'timeout' });
  });

  it('reports an aborted call as aborted', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = clientWith(fetchMock).request('GET', '/a/', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ errorId: 'aborted' });
  });
});

describe('runPersisted', () => {
  it('posts doc_id and variables, and counts client_mutation_id up for mutations', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ data: { ok: true } }));
    const client = clientWith(fetchMock);
    await runPersisted('PostPage', { shortcode: 'abc' }, { client });
    await runPersisted('PostPage', { a: 1 }, { client, mutation: true });
    await runPersisted('PostPage', { a: 2 }, { client, mutation: true });
    const bodies = fetchMock.mock.calls.map(([, init]) => new URLSearchParams(String(init?.body)));
    expect(bodies[0]!.get('doc_id')).toBe(DOC_IDS.PostPage);
    expect(JSON.parse(bodies[0]!.get('variables')!)).toEqual({ shortcode: 'abc' });
    const first = JSON.parse(bodies[1]!.get('variables')!).input.client_mutation_id;
    const second = JSON.parse(bodies[2]!.get('variables')!).input.client_mutation_id;
    expect(Number(second)).toBe(Number(first) + 1);
  });

  it('treats a non-empty errors list as failure and keeps the body', async () => {
    const body = { data: null, errors: [{ message: 'boom' }] };
    const client = clientWith(vi.fn<typeof fetch>(async () => json(body)));
    const error = await runPersisted('PostPage', {}, { client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect((error as GraphQLResponseError<unknown>).response).toEqual(body);
  });
});

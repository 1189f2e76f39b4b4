import { apiClient } from 'shared-client';
import { DOC_IDS, type PersistedDocumentName } from 'shared-contracts';
import { GRAPHQL_PATH } from 'shared-client';

/** A request the fake API received. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Form fields of a form body, else empty. */
  form: URLSearchParams;
  /** The body as sent, when it is text (a form, or JSON), else null. */
  body: string | null;
  /** For GraphQL: the variables sent. */
  variables: Record<string, unknown> | null;
  /** The request's abort signal (to check that leaving a screen aborts what it asked for). */
  signal: AbortSignal | null;
}

/** An answer: a JSON body (status 200), an explicit status and body, or a function of the request. */
export type FakeAnswer =
  { status: number; body: unknown } | ((request: FakeRequest) => unknown | Promise<unknown>) | object | null;

/** A stand-in for the server in one unit test, behind the real API client. */
export interface FakeApi {
  /** Every request, in order. */
  readonly requests: FakeRequest[];
  /** Answers requests to `path` (exact, or a pattern) with `method`. The last matching route wins. */
  on(method: string, path: string | RegExp, answer: FakeAnswer): FakeApi;
  /** Answers a persisted GraphQL document with `{ data: answer }`, or with an explicit status and body. */
  onGraphQL(name: PersistedDocumentName, answer: FakeAnswer): FakeApi;
  /** Puts the real fetch back. */
  restore(): void;
}

function isExplicit(answer: FakeAnswer): answer is { status: number; body: unknown } {
  return typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;
}

/**
 * Points the application's API client at an in-memory fake: each test says what the server answers,
 * and every call goes through the real client code (URL, form encoding, CSRF, errors). Requests no
 * route answers get 404 not_found.
 */
export function installFakeApi(): FakeApi {
  const routes: Array<{ test: (request: FakeRequest) => boolean; answer: FakeAnswer }> = [];
  const requests: FakeRequest[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const form = typeof init?.body === 'string' ? new URLSearchParams(init.body) : new URLSearchParams();
    const variablesText = url.pathname === GRAPHQL_PATH ? form.get('variables') : null;
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      form,
      body: typeof init?.body === 'string' ? init.body : null,
      variables: variablesText ? (JSON.parse(variablesText) as Record<string, unknown>) : null,
      signal: init?.signal ?? null,
    };
    requests.push(request);
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const route = [...routes].reverse().find((candidate) => candidate.test(request));
    if (!route) return Response.json({ error_id: 'not_found', message: 'Not found' }, { status: 404 });
    const answer = typeof route.answer === 'function' ? await route.answer(request) : route.answer;
    if (isExplicit(answer)) return Response.json(answer.body, { status: answer.status });
    return Response.json(answer ?? null);
  };

  apiClient.configure({ fetch: fakeFetch, baseUrl: '' });
  const api: FakeApi = {
    requests,
    on(method, path, answer) {
      routes.push({
        test: (request) =>
          request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)),
        answer,
      });
      return api;
    },
    onGraphQL(name, answer) {
      routes.push({
        test: (request) => request.path === GRAPHQL_PATH && request.form.get('doc_id') === DOC_IDS[name],
        answer: async (request: FakeRequest) => {
          const result = typeof answer === 'function' ? await answer(request) : answer;
          return isExplicit(result as FakeAnswer) ? result : { data: result };
        },
      });
      return api;
    },
    restore() {
      apiClient.configure({ fetch: (...args) => globalThis.fetch(...args) });
    },
  };
  return api;
}

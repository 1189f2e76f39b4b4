import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Where a test client's requests come from (the TCP peer's address; 127.0.0.1 by default). */
export interface TestClientOptions {
  remoteAddress?: string;
}

/** A browser-like client over fastify.inject: it keeps cookies and echoes the CSRF token. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: TestClientOptions = {},
  ) {}

  /** The same browser (its cookies) talking to another app on the same data: a restarted server. */
  onApp(app: FastifyInstance): TestClient {
    const copy = new TestClient(app, this.options);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  /** The value of a cookie this client holds. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private remember(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = cookie.value === '' || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** GET with the client's cookies. */
  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.remember(
      await this.app.inject({
        method: 'GET',
        url,
        headers: { cookie: this.cookieHeader(), ...headers },
        remoteAddress: this.options.remoteAddress,
      }),
    );
  }

  /** POST a form (or raw body) with the CSRF header unless `csrf` is false. */
  async post(
    url: string,
    body: Record<string, string> | Buffer = {},
    options: { csrf?: boolean | string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('csrftoken')) await this.get('/api/v1/web/data/shared_data/');
    const headers: Record<string, string> = { cookie: this.cookieHeader(), ...options.headers };
    if (options.csrf !== false)
      headers['x-csrftoken'] = typeof options.csrf === 'string' ? options.csrf : (this.cookies.get('csrftoken') ?? '');
    const payload = Buffer.isBuffer(body) ? body : new URLSearchParams(body).toString();
    if (!Buffer.isBuffer(body)) headers['content-type'] = 'application/x-www-form-urlencoded';
    return this.remember(
      await this.app.inject({ method: 'POST', url, headers, payload, remoteAddress: this.options.remoteAddress }),
    );
  }

  /** Logs in; throws when the server refuses. */
  async login(username: string, password: string): Promise<void> {
    const response = await this.post('/api/v1/web/accounts/login/ajax/', { username, password });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }

  /** Runs a persisted GraphQL document by id. */
  async graphql(docId: string, variables: Record<string, unknown>): Promise<LightMyRequestResponse> {
    return this.post('/web/wwwgraphql/ig/query/', { doc_id: docId, variables: JSON.stringify(variables) });
  }
}

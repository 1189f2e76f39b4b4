/**
 * A browser-like client over real HTTP (fetch): it keeps cookies and echoes the CSRF token. For
 * tests of a server in another process; TestClient is the in-process one.
 */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(public baseUrl: string) {}

  private remember(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async get(url: string): Promise<Response> {
    return this.remember(await fetch(this.baseUrl + url, { headers: { cookie: this.cookieHeader() } }));
  }

  /** POST a form, or raw bytes with the given headers; the CSRF header is added. */
  async post(
    url: string,
    body: Record<string, string> | Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    if (!this.cookies.has('csrftoken')) await this.get('/api/v1/web/data/shared_data/');
    const all: Record<string, string> = {
      cookie: this.cookieHeader(),
      'x-csrftoken': this.cookies.get('csrftoken') ?? '',
      ...headers,
    };
    let payload: string | Uint8Array;
    if (Buffer.isBuffer(body)) payload = new Uint8Array(body);
    else {
      payload = new URLSearchParams(body).toString();
      all['content-type'] = 'application/x-www-form-urlencoded';
    }
    return this.remember(await fetch(this.baseUrl + url, { method: 'POST', headers: all, body: payload }));
  }

  async login(username: string, password: string): Promise<void> {
    const response = await this.post('/api/v1/web/accounts/login/ajax/', { username, password });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  }

  async graphql(docId: string, variables: Record<string, unknown>): Promise<Response> {
    return this.post('/web/wwwgraphql/ig/query/', { doc_id: docId, variables: JSON.stringify(variables) });
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function locationOf(path: string): Promise<{ status: number; location: string | undefined }> {
  const response = await new TestClient(server.app).get(path);
  return { status: response.statusCode, location: response.headers.location as string | undefined };
}

describe('GET /webinstall/barcelona/{login_status}/', () => {
  it('redirects to an allowlisted fallback_url with the campaign parameters', async () => {
    const target = encodeURIComponent('https://www.threads.net/@demo');
    expect(
      await locationOf(`/webinstall/barcelona/loggedin/?fallback_url=${target}&utm_source=ig_web&utm_medium=nav&x=1`),
    ).toEqual({ status: 302, location: 'https://www.threads.net/@demo?utm_medium=nav&utm_source=ig_web' });
  });

  it('never redirects anywhere else: other hosts, look-alikes, other schemes and credentials get the default', async () => {
    for (const fallback of [
      'https://evil.example/',
      'https://threads.net.evil.example/',
      'https://evil.example/?https://www.threads.net/',
      'http://www.threads.net/',
      'javascript:alert(1)',
      '//evil.example/',
      'https://www.threads.net@evil.example/',
      'https://user:pw@www.threads.net/',
      'https://www.threads.net:8443/',
      'not a url',
    ]) {
      const { status, location } = await locationOf(
        `/webinstall/barcelona/loggedout/?fallback_url=${encodeURIComponent(fallback)}`,
      );
      expect({ fallback, status, location }).toEqual({ fallback, status: 302, location: 'https://www.threads.net/' });
    }
  });

  it('knows only the two login statuses', async () => {
    expect((await locationOf('/webinstall/barcelona/whatever/')).status).toBe(404);
  });
});

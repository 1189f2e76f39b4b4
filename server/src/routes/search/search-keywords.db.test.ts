import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makePost, makeUser } from '../../test-support/fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ SEARCH_KEYWORDS: '1' });
  const { db, storage } = server.deps;
  const owner = await makeUser(db, 'harbour_walker');
  await makePost(db, storage, owner.id, Date.now(), 'Morning at the #harbour');
});
afterAll(() => server.close());

const keywords = async (query: string) =>
  (
    (await new TestClient(server.app).get(`/api/v1/web/search/topsearch/?query=${encodeURIComponent(query)}`)).json()
      .keywords as Array<{ keyword: { name: string } }>
  ).map((k) => k.keyword.name);

describe('keyword results (docs/behaviour/search.md#keywords)', () => {
  it('offers the word once when it finds something, never for a word nothing matches', async () => {
    expect(await keywords('Harb')).toEqual(['harb']);
    expect(await keywords('walker')).toEqual(['walker']);
    expect(await keywords('zzqqxx')).toEqual([]);
  });

  it('leaves the word out when a hashtag of exactly that name is already a result', async () => {
    expect(await keywords('harbour')).toEqual([]);
  });
});

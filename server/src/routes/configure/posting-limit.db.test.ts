import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { jpeg, makeUser } from '../../test-support/fixtures.js';
import { countRows, postJson, uploadAll } from '../../test-support/upload-test-kit.js';
import { POSTING_RATE_LIMIT } from '../../domain/media/posting-limit.js';

// docs/behaviour/creation.md#processing-cost: publishes per account are limited, so one new
// account cannot keep the media pipeline busy.

let server: TestServer;
let eager: TestClient;
let calm: TestClient;
let photo: Buffer;

beforeAll(async () => {
  server = await createTestServer();
  await makeUser(server.deps.db, 'eager');
  await makeUser(server.deps.db, 'calm');
  eager = new TestClient(server.app);
  await eager.login('eager', 'password1');
  calm = new TestClient(server.app);
  await calm.login('calm', 'password1');
  photo = await jpeg(64, 48);
});
afterAll(() => server.close());

let nextId = 500;
async function upload(client: TestClient): Promise<string> {
  const id = String((nextId += 1));
  await uploadAll(client, id, photo);
  return id;
}

describe('posting rate limit', () => {
  it(`publishes ${POSTING_RATE_LIMIT.count} posts in a window, then answers 429 rate_limited and records nothing`, async () => {
    // Refusals found before processing do not use the budget.
    const badTag = await eager.post('/api/v1/media/configure/', {
      upload_id: await upload(eager),
      usertags: '{"in":[{"user_id":"x"}]}',
    });
    expect(badTag.statusCode).toBe(400);
    for (let i = 0; i < POSTING_RATE_LIMIT.count; i += 1) {
      const response = await eager.post('/api/v1/media/configure/', { upload_id: await upload(eager) });
      expect(response.statusCode, response.body).toBe(200);
    }
    const postsBefore = await countRows(server, 'media');
    const id = await upload(eager);
    const uploadsBefore = await countRows(server, 'uploads');
    const refused = await eager.post('/api/v1/media/configure/', { upload_id: id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error_id: 'rate_limited',
      reason: 'posting_too_fast',
      error_title: 'You are posting too fast. Please wait a few minutes and try again.',
    });
    expect(await countRows(server, 'media')).toBe(postsBefore);
    // The upload stays for a retry once the window has passed.
    expect(await countRows(server, 'uploads')).toBe(uploadsBefore);

    // Every creation call shares the budget: a carousel and a profile picture are refused too.
    const carousel = await postJson(eager, '/api/v1/media/configure_sidecar/', {
      client_sidecar_id: 's1',
      children_metadata: [{ upload_id: await upload(eager) }, { upload_id: await upload(eager) }],
    });
    expect(carousel.statusCode).toBe(429);
    const avatar = await eager.post('/api/v1/web/accounts/web_change_profile_picture/', {
      upload_id: await upload(eager),
    });
    expect(avatar.statusCode).toBe(429);
    expect(await countRows(server, 'media')).toBe(postsBefore);
  });

  it('counts per account: another account still publishes', async () => {
    const response = await calm.post('/api/v1/media/configure/', { upload_id: await upload(calm) });
    expect(response.statusCode).toBe(200);
  });
});

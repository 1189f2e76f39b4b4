import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { makePost, makeUser } from '../test-support/fixtures.js';
import { loadSnapshot } from '../domain/feed/snapshot.js';
import { StoredValueError } from './stored-json.js';

// Stored JSON that does not parse with its schema answers the generic failure, never a half-read
// record: one case per stored column the server reads back.

const GENERIC_FAILURE = { status: 'fail', error_id: 'internal', message: 'Something went wrong. Please try again.' };

let server: TestServer;
let client: TestClient;
let ownerId: number;
beforeAll(async () => {
  server = await createTestServer();
  ownerId = (await makeUser(server.deps.db, 'keeper')).id;
  client = new TestClient(server.app);
});
afterAll(() => server.close());

describe('a stored value that does not parse', () => {
  it('cookie_consents.optouts and opted_in_controls: the consent answers the generic failure', async () => {
    const { db } = server.deps;
    const device = 'device-with-bad-json-0001';
    await db
      .insertInto('cookie_consents')
      .values({
        device_id: device,
        user_id: null,
        accept_only_essential: 0,
        consent_to_everything: 0,
        opted_in_controls: '["analytics"]',
        optouts: '["analytics","cookies for everyone"]',
        decided_at: Date.now(),
      })
      .execute();
    const cookie = { cookie: `lumen_did=${device}` };
    const consent = await server.app.inject({ method: 'GET', url: '/cookie/consent/', headers: cookie });
    expect(consent.statusCode).toBe(500);
    expect(consent.json()).toEqual(GENERIC_FAILURE);
    await db.updateTable('cookie_consents').set({ optouts: '[]', opted_in_controls: 'analytics' }).execute();
    const shared = await server.app.inject({ method: 'GET', url: '/api/v1/web/data/shared_data/', headers: cookie });
    expect(shared.statusCode).toBe(500);
    await db.updateTable('cookie_consents').set({ opted_in_controls: '["analytics"]' }).execute();
    const fixed = await server.app.inject({ method: 'GET', url: '/cookie/consent/', headers: cookie });
    expect(fixed.json().consent).toMatchObject({ opted_in_controls: ['analytics'], optouts: [] });
  });

  it('users.bio_links: the profile answers the generic failure', async () => {
    const { db } = server.deps;
    await db
      .updateTable('users')
      .set({ bio_links: '[{"url":"https://example.com"}]' })
      .where('id', '=', ownerId)
      .execute();
    const profile = await client.get('/api/v1/users/web_profile_info/?username=keeper');
    expect(profile.statusCode).toBe(500);
    expect(profile.json()).toEqual(GENERIC_FAILURE);
    await db.updateTable('users').set({ bio_links: '[]' }).where('id', '=', ownerId).execute();
    expect((await client.get('/api/v1/users/web_profile_info/?username=keeper')).statusCode).toBe(200);
  });

  it('media.image_versions: the profile grid answers the generic failure, not a post without images', async () => {
    const { db, storage } = server.deps;
    const post = await makePost(db, storage, ownerId, Date.now() - 1000);
    await db.updateTable('media').set({ image_versions: '{"640":"m/640.webp"}' }).where('id', '=', post.id).execute();
    const grid = await client.get(`/api/v1/feed/user/${ownerId}/`);
    expect(grid.statusCode).toBe(500);
    expect(grid.json()).toEqual(GENERIC_FAILURE);
    await db.updateTable('media').set({ image_versions: post.image_versions }).where('id', '=', post.id).execute();
    expect((await client.get(`/api/v1/feed/user/${ownerId}/`)).statusCode).toBe(200);
  });

  it('feed_snapshots.payload: reading the snapshot is a StoredValueError', async () => {
    const { db } = server.deps;
    const { id } = await db
      .insertInto('feed_snapshots')
      .values({ viewer_id: ownerId, created_at: Date.now(), payload: '{"t0":1,"entries":["m1"]}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(loadSnapshot(db, ownerId, id)).rejects.toBeInstanceOf(StoredValueError);
  });
});

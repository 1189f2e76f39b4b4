import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeFollow } from '../../test-support/fixtures.js';
import { TestClient } from '../../test-support/test-client.js';
import { DIRECT, newContext, person, sent, type Person } from '../../test-support/direct-kit.js';

// get_items and has_interop_upgraded (docs/behaviour/direct.md#fetching-particular-messages).
let server: TestServer;
let ann: Person;
let ben: Person;
let cat: Person;
beforeAll(async () => {
  server = await createTestServer();
  [ann, ben, cat] = [await person(server, 'gi_ann'), await person(server, 'gi_ben'), await person(server, 'gi_cat')];
  await makeFollow(server.deps.db, ben.id, ann.id);
});
afterAll(() => server.close());

const getItems = (reader: Person, threadId: string, ids: string[], contexts: string[] = []) =>
  reader.client.get(
    `${DIRECT}/threads/${threadId}/get_items/?item_ids=${encodeURIComponent(JSON.stringify(ids))}` +
      `&original_message_client_contexts=${encodeURIComponent(JSON.stringify(contexts))}`,
  );

describe('get_items', () => {
  it('answers the named messages, by id and by client context, newest first; others are left out', async () => {
    const first = await sent(ann, { users: [ben.idText] }, 'first');
    const context = newContext();
    const second = await ann.client.post(`${DIRECT}/threads/broadcast/text/`, {
      thread_ids: JSON.stringify([first.threadId]),
      text: 'second',
      client_context: context,
    });
    expect(second.statusCode, second.body).toBe(200);
    const elsewhere = await sent(ann, { users: [cat.idText] }, 'elsewhere');

    const answer = await getItems(ben, first.threadId, [first.itemId, elsewhere.itemId, '999999999'], [context]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().items.map((i: { text: string }) => i.text)).toEqual(['second', 'first']);
    expect(answer.json().items[0]).toMatchObject({ client_context: context, user_id: ann.idText });
  });

  it('leaves out a message the reader deleted for themselves', async () => {
    const { threadId, itemId } = await sent(ann, { users: [ben.idText] }, 'hide me');
    expect((await ben.client.post(`${DIRECT}/threads/${threadId}/items/${itemId}/hide/`)).statusCode).toBe(200);
    expect((await getItems(ben, threadId, [itemId])).json().items).toEqual([]);
    expect((await getItems(ann, threadId, [itemId])).json().items).toHaveLength(1);
  });

  it('is 404 for someone outside the thread and for a visitor 401', async () => {
    const { threadId, itemId } = await sent(ann, { users: [ben.idText] }, 'private');
    const outside = await getItems(cat, threadId, [itemId]);
    expect(outside.statusCode).toBe(404);
    const visitor = await new TestClient(server.app).get(
      `${DIRECT}/threads/${threadId}/get_items/?item_ids=${encodeURIComponent(JSON.stringify([itemId]))}`,
    );
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses no reference, too many, and malformed lists with validation errors', async () => {
    const { threadId } = await sent(ann, { users: [ben.idText] }, 'bounds');
    const none = await getItems(ann, threadId, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error_id: 'validation_failed', fields: { item_ids: expect.any(String) } });
    const many = await getItems(
      ann,
      threadId,
      Array.from({ length: 21 }, (_, i) => String(i + 1)),
    );
    expect(many.statusCode).toBe(400);
    const malformed = await ann.client.get(`${DIRECT}/threads/${threadId}/get_items/?item_ids=not-json`);
    expect(malformed.statusCode).toBe(400);
    const badContext = await getItems(ann, threadId, [], ['has space']);
    expect(badContext.statusCode).toBe(400);
  });
});

describe('has_interop_upgraded', () => {
  it('says no for a logged-in account and needs a login', async () => {
    const answer = await ann.client.get(`${DIRECT}/has_interop_upgraded/`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ has_interop_upgraded: false, status: 'ok' });
    expect((await new TestClient(server.app).get(`${DIRECT}/has_interop_upgraded/`)).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeFollow } from '../../test-support/fixtures.js';
import { deleteExpiredItems } from '../../domain/direct/disappearing-messages.js';
import { DIRECT, person, readThread, sent, textsOf, type Person } from '../../test-support/direct-kit.js';

// Actions on messages, paging, catch-up and disappearing messages (docs/behaviour/direct.md#kinds-of-message).
let server: TestServer;
let ann: Person;
let ben: Person;
beforeAll(async () => {
  server = await createTestServer();
  [ann, ben] = [await person(server, 'ann'), await person(server, 'ben')];
  await makeFollow(server.deps.db, ben.id, ann.id);
});
afterAll(() => server.close());

const item = (threadId: string, itemId: string, action: string) =>
  `${DIRECT}/threads/${threadId}/items/${itemId}/${action}/`;

describe('reactions', () => {
  it('likes and emoji with their senders, added and removed, published to members', async () => {
    const { threadId, itemId } = await sent(ann, { users: [ben.idText] }, 'react to me');
    const like = await ben.client.post(item(threadId, itemId, 'reactions'), { reaction_type: 'like' });
    expect(like.statusCode, like.body).toBe(200);
    const emoji = await ann.client.post(item(threadId, itemId, 'reactions'), { reaction_type: 'emoji', emoji: '😂' });
    expect(emoji.json().item.reactions).toMatchObject({
      likes: [{ sender_id: ben.idText }],
      likes_count: 1,
      emojis: [{ sender_id: ann.idText, emoji: '😂' }],
    });
    expect(ann.events.some((e) => e.type === 'direct-item-updated' && e.item.item_id === itemId)).toBe(true);
    const removed = await ben.client.post(item(threadId, itemId, 'reactions'), {
      reaction_type: 'like',
      reaction_status: 'deleted',
    });
    expect(removed.json().item.reactions.likes).toEqual([]);
    expect((await ben.client.post(item(threadId, itemId, 'reactions'), { reaction_type: 'emoji' })).statusCode).toBe(
      400,
    );
    // Two likes at once (two tabs) both succeed and leave one like.
    const twice = await Promise.all(
      [1, 2].map(() => ben.client.post(item(threadId, itemId, 'reactions'), { reaction_type: 'like' })),
    );
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = await ben.client.post(item(threadId, itemId, 'reactions'), { reaction_type: 'like' });
    expect(after.json().item.reactions.likes_count).toBe(1);
  });
});

describe('removing messages', () => {
  it('unsend removes the viewer\u2019s own message for everyone; someone else\u2019s is refused', async () => {
    const { threadId, itemId } = await sent(ann, { users: [ben.idText] }, 'oops');
    expect((await ben.client.post(item(threadId, itemId, 'delete'))).statusCode).toBe(403);
    expect(await textsOf(ben, threadId)).toContain('oops');
    expect((await ann.client.post(item(threadId, itemId, 'delete'))).statusCode).toBe(200);
    expect(await textsOf(ben, threadId)).not.toContain('oops');
    expect(ben.events).toContainEqual({ type: 'direct-item-removed', threadId, itemId });
    expect((await ann.client.post(item(threadId, itemId, 'delete'))).statusCode).toBe(404);
  });

  it('delete for me hides a message for the viewer only', async () => {
    const { threadId, itemId } = await sent(ann, { users: [ben.idText] }, 'hide me');
    expect((await ben.client.post(item(threadId, itemId, 'hide'))).statusCode).toBe(200);
    expect(await textsOf(ben, threadId)).not.toContain('hide me');
    expect(await textsOf(ann, threadId)).toContain('hide me');
  });
});

describe('reading a thread', () => {
  it('pages newest first by cursor, and catches up oldest first after newer_than', async () => {
    const cy = await person(server, 'cy');
    await makeFollow(server.deps.db, cy.id, ann.id);
    let threadId = '';
    const ids: string[] = [];
    for (let i = 1; i <= 7; i += 1) {
      const s = await sent(ann, { users: [cy.idText] }, `m${i}`);
      threadId = s.threadId;
      ids.push(s.itemId);
    }
    const first = (await readThread(cy, threadId, '?limit=3')).json().thread;
    expect(first.items.map((i: { text: string }) => i.text)).toEqual(['m7', 'm6', 'm5']);
    expect(first.has_older).toBe(true);
    const second = (await readThread(cy, threadId, `?limit=3&cursor=${first.oldest_cursor}`)).json().thread;
    expect(second.items.map((i: { text: string }) => i.text)).toEqual(['m4', 'm3', 'm2']);
    const catchUp = (await readThread(cy, threadId, `?limit=3&newer_than=${ids[2]}`)).json().thread;
    expect(catchUp.items.map((i: { text: string }) => i.text)).toEqual(['m4', 'm5', 'm6']);
    expect(catchUp.has_newer).toBe(true);
    const rest = (await readThread(cy, threadId, `?limit=3&newer_than=${ids[5]}`)).json().thread;
    expect(rest.items.map((i: { text: string }) => i.text)).toEqual(['m7']);
    expect(rest.has_newer).toBe(false);
    expect((await readThread(cy, threadId, '?limit=51')).statusCode).toBe(400);
  });

  it('seen marks the thread seen for the viewer and tells the sender', async () => {
    const { threadId, itemId } = await sent(ann, { users: [ben.idText] }, 'did you see');
    expect((await ben.client.post(item(threadId, itemId, 'seen'))).statusCode).toBe(200);
    const thread = (await readThread(ann, threadId)).json().thread;
    expect(thread.last_seen_at[ben.idText].item_id).toBe(itemId);
    expect(ann.events.some((e) => e.type === 'direct-seen' && e.userId === ben.idText && e.itemId === itemId)).toBe(
      true,
    );
  });
});

describe('disappearing messages', () => {
  it('a timer from the allowed list; the job deletes expired messages and tells open clients', async () => {
    const { threadId } = await sent(ann, { users: [ben.idText] }, 'stays');
    const set = (form: Record<string, string>) =>
      ben.client.post(`${DIRECT}/threads/${threadId}/set_disappearing_messages_settings/`, form);
    expect((await set({ mode: 'on', ttl_sec: '17' })).statusCode).toBe(400);
    expect((await set({ mode: 'on', ttl_sec: '300' })).statusCode).toBe(200);
    expect((await readThread(ann, threadId)).json().thread.disappearing_messages).toEqual({ mode: 'on', ttl_sec: 300 });
    const { itemId } = await sent(ann, { threads: [threadId] }, 'vanishes');
    const stored = await server.deps.db
      .selectFrom('direct_items')
      .select('expires_at')
      .where('id', '=', Number(itemId))
      .executeTakeFirstOrThrow();
    expect(stored.expires_at).not.toBeNull();
    expect(await deleteExpiredItems(server.deps, (stored.expires_at ?? 0) - 1)).toBe(0);
    expect(await deleteExpiredItems(server.deps, (stored.expires_at ?? 0) + 1)).toBe(1);
    expect(await textsOf(ben, threadId)).toContain('stays');
    expect(await textsOf(ben, threadId)).not.toContain('vanishes');
    expect(ben.events).toContainEqual({ type: 'direct-item-removed', threadId, itemId });
    expect((await set({ mode: 'off' })).statusCode).toBe(200);
    expect((await readThread(ann, threadId)).json().thread.disappearing_messages).toEqual({
      mode: 'off',
      ttl_sec: null,
    });
  });
});

describe('search and recipients', () => {
  it('in a thread and across threads, only within what the viewer may read', async () => {
    const { threadId } = await sent(ann, { users: [ben.idText] }, 'Pizza tonight at 8?');
    await sent(ann, { users: [ben.idText] }, '100% sure_thing');
    const inThread = (await ben.client.get(`${DIRECT}/in_thread_message_search/?id=${threadId}&query=pizza`)).json();
    expect(inThread.items.map((i: { text: string }) => i.text)).toEqual(['Pizza tonight at 8?']);
    const wildcard = (await ben.client.get(`${DIRECT}/in_thread_message_search/?id=${threadId}&query=%25`)).json();
    expect(wildcard.items.map((i: { text: string }) => i.text)).toEqual(['100% sure_thing']);
    const across = (await ben.client.get(`${DIRECT}/search_secondary/?query=PIZZA`)).json();
    expect(across.message_results[0]).toMatchObject({
      thread: { thread_id: threadId },
      item: { text: 'Pizza tonight at 8?' },
    });
    const byName = (await ben.client.get(`${DIRECT}/search_secondary/?query=ann`)).json();
    expect(byName.thread_results.map((t: { thread_id: string }) => t.thread_id)).toContain(threadId);
    expect((await ben.client.get(`${DIRECT}/search_secondary/?query=`)).statusCode).toBe(400);
  });

  it('ranked_recipients: people messaged and followed, filtered, never blocked ones', async () => {
    const answer = async (p: Person, query = '') =>
      (await p.client.get(`${DIRECT}/ranked_recipients/?mode=reshare&show_threads=true${query}`)).json()
        .ranked_recipients as Array<{ user?: { username: string } }>;
    const names = (list: Array<{ user?: { username: string } }>) =>
      list.flatMap((r) => (r.user ? [r.user.username] : []));
    expect(names(await answer(ben))).toContain('ann');
    expect(names(await answer(ben, '&query=an'))).toEqual(['ann']);
    expect(names(await answer(ben, '&query=zzz'))).toEqual([]);
    await server.deps.db
      .insertInto('blocks')
      .values({ blocker_id: ann.id, blocked_id: ben.id, created_at: Date.now() })
      .execute();
    expect(names(await answer(ben))).not.toContain('ann');
    expect(names(await answer(ann))).not.toContain('ben');
  });
});

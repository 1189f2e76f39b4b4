import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeFollow, makeRestrict } from '../../test-support/fixtures.js';
import { DIRECT, person, readThread, sent, type Person } from '../../test-support/direct-kit.js';

// Message requests, folders and the inbox (docs/behaviour/direct.md#requests).
let server: TestServer;
let ann: Person;
let ben: Person;
let cat: Person;
let dan: Person;
beforeAll(async () => {
  server = await createTestServer();
  [ann, ben, cat, dan] = [
    await person(server, 'ann'),
    await person(server, 'ben'),
    await person(server, 'cat'),
    await person(server, 'dan'),
  ];
  await makeFollow(server.deps.db, cat.id, ann.id); // cat follows ann: ann's messages reach cat's inbox
});
afterAll(() => server.close());

const inbox = async (p: Person, query = '') => (await p.client.get(`${DIRECT}/inbox/${query}`)).json().inbox;
const requests = async (p: Person) => (await p.client.get(`${DIRECT}/pending_inbox/`)).json();

describe('message requests', () => {
  it('a first message from someone the recipient does not follow waits in requests', async () => {
    const { threadId } = await sent(ann, { users: [ben.idText] }, 'hello ben');
    expect((await inbox(ben)).threads.map((t: { thread_id: string }) => t.thread_id)).not.toContain(threadId);
    const pending = await requests(ben);
    expect(pending.inbox.threads.map((t: { thread_id: string }) => t.thread_id)).toContain(threadId);
    expect(pending.pending_requests_total).toBe(1);
    // The sender has the thread in their inbox, marked as waiting for approval.
    const mine = (await inbox(ann)).threads.find((t: { thread_id: string }) => t.thread_id === threadId);
    expect(mine.awaiting_approval).toBe(true);
  });

  it('a message to someone who follows the sender lands in their inbox', async () => {
    const { threadId } = await sent(ann, { users: [cat.idText] }, 'hello cat');
    expect((await inbox(cat)).threads.map((t: { thread_id: string }) => t.thread_id)).toContain(threadId);
  });

  it('until approved, the sender sees neither the read status nor the presence of the recipient', async () => {
    const { threadId, itemId } = await sent(ann, { users: [ben.idText] }, 'are you there');
    expect((await ben.client.post(`${DIRECT}/threads/${threadId}/items/${itemId}/seen/`)).statusCode).toBe(200);
    const before = (await readThread(ann, threadId)).json().thread;
    expect(before.last_seen_at[ben.idText]).toBeUndefined();
    expect(before.presence_hidden_user_ids).toContain(ben.idText);
    expect(ann.events.some((e) => e.type === 'direct-seen' && e.userId === ben.idText)).toBe(false);
    expect((await ann.client.get(`${DIRECT}/get_presence/`)).json().user_presence[ben.idText]).toBeUndefined();

    const approve = await ben.client.post(`${DIRECT}/threads/approve_multiple/`, {
      thread_ids: JSON.stringify([threadId]),
      folder: '1',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const after = (await readThread(ann, threadId)).json().thread;
    expect(after.last_seen_at[ben.idText]).toBeDefined();
    expect(after.awaiting_approval).toBe(false);
    expect((await ann.client.get(`${DIRECT}/get_presence/`)).json().user_presence[ben.idText]).toBeDefined();
    // Approved into General: the folder filter finds it there, not in Primary.
    const general = await inbox(ben, '?folder=1');
    expect(general.threads.map((t: { thread_id: string }) => t.thread_id)).toContain(threadId);
    expect((await inbox(ben, '?folder=0')).threads.map((t: { thread_id: string }) => t.thread_id)).not.toContain(
      threadId,
    );
  });

  it('decline hides a request until a new message; decline_all clears them all', async () => {
    const { threadId } = await sent(dan, { users: [cat.idText] }, 'hi from dan');
    expect(
      (await cat.client.post(`${DIRECT}/threads/decline_multiple/`, { thread_ids: JSON.stringify([threadId]) }))
        .statusCode,
    ).toBe(200);
    expect((await requests(cat)).inbox.threads).toHaveLength(0);
    await sent(dan, { threads: [threadId] }, 'again');
    expect((await requests(cat)).inbox.threads).toHaveLength(1);
    expect((await cat.client.post(`${DIRECT}/threads/decline_all/`)).statusCode).toBe(200);
    expect((await requests(cat)).inbox.threads).toHaveLength(0);
  });

  it('only a waiting request can be approved; someone else\u2019s thread is 404', async () => {
    const { threadId } = await sent(ann, { users: [cat.idText] }, 'not a request');
    const approve = (p: Person) =>
      p.client.post(`${DIRECT}/threads/approve_multiple/`, { thread_ids: JSON.stringify([threadId]) });
    expect((await approve(cat)).statusCode).toBe(404);
    expect((await approve(dan)).statusCode).toBe(404);
  });
});

describe('folders and thread settings', () => {
  it('moves between Primary and General; Partnership is for professional accounts only', async () => {
    const { threadId } = await sent(ann, { users: [cat.idText] }, 'folders');
    expect((await cat.client.post(`${DIRECT}/threads/${threadId}/move/`, { folder: '1' })).statusCode).toBe(200);
    expect((await inbox(cat, '?folder=1')).threads.map((t: { thread_id: string }) => t.thread_id)).toContain(threadId);
    const partnership = await cat.client.post(`${DIRECT}/threads/${threadId}/move/`, { folder: '2' });
    expect(partnership.statusCode).toBe(400);
    expect(partnership.json().error_id).toBe('validation_failed');
    await server.deps.db.updateTable('users').set({ account_type: 2 }).where('id', '=', cat.id).execute();
    expect((await cat.client.post(`${DIRECT}/threads/${threadId}/move/`, { folder: '2' })).statusCode).toBe(200);
    const body = (await cat.client.get(`${DIRECT}/inbox/?folder=2`)).json();
    expect(body.has_partnership_folder).toBe(true);
    expect(body.inbox.threads.map((t: { thread_id: string }) => t.thread_id)).toContain(threadId);
  });

  it('mute, mute calls, hide and delete are the viewer\u2019s own', async () => {
    const { threadId } = await sent(ann, { users: [cat.idText] }, 'settings');
    for (const action of ['mute', 'mute_video_call'])
      expect((await cat.client.post(`${DIRECT}/threads/${threadId}/${action}/`)).statusCode).toBe(200);
    const seenByCat = (await readThread(cat, threadId)).json().thread;
    expect([seenByCat.muted, seenByCat.mute_calls]).toEqual([true, true]);
    const seenByAnn = (await readThread(ann, threadId)).json().thread;
    expect([seenByAnn.muted, seenByAnn.mute_calls]).toEqual([false, false]);
    expect((await cat.client.post(`${DIRECT}/threads/${threadId}/unmute/`)).statusCode).toBe(200);

    expect((await cat.client.post(`${DIRECT}/threads/${threadId}/hide/`)).statusCode).toBe(200);
    expect((await inbox(cat)).threads.map((t: { thread_id: string }) => t.thread_id)).not.toContain(threadId);
    await sent(ann, { threads: [threadId] }, 'back again');
    expect((await inbox(cat)).threads.map((t: { thread_id: string }) => t.thread_id)).toContain(threadId);

    // Delete a one-to-one thread: gone from the inbox and its history cleared for cat only.
    expect((await cat.client.post(`${DIRECT}/threads/${threadId}/delete/`)).statusCode).toBe(200);
    expect((await readThread(cat, threadId)).json().thread.items).toHaveLength(0);
    expect((await readThread(ann, threadId)).json().thread.items.length).toBeGreaterThan(0);
    expect(cat.events).toContainEqual({ type: 'direct-thread-removed', threadId });
  });

  it('a stranger gets 404 for a thread and for every action on it', async () => {
    const { threadId, itemId } = await sent(ann, { users: [cat.idText] }, 'private words');
    expect((await readThread(dan, threadId)).statusCode).toBe(404);
    for (const action of ['mute', 'hide', 'leave', 'delete', 'move', 'set_disappearing_messages_settings'])
      expect(
        (await dan.client.post(`${DIRECT}/threads/${threadId}/${action}/`, { folder: '0', mode: 'off' })).statusCode,
      ).toBe(404);
    for (const action of ['seen', 'delete', 'hide'])
      expect((await dan.client.post(`${DIRECT}/threads/${threadId}/items/${itemId}/${action}/`)).statusCode).toBe(404);
    expect(
      (await dan.client.post(`${DIRECT}/threads/${threadId}/items/${itemId}/reactions/`, { reaction_type: 'like' }))
        .statusCode,
    ).toBe(404);
    expect((await dan.client.get(`${DIRECT}/in_thread_message_search/?id=${threadId}&query=private`)).statusCode).toBe(
      404,
    );
    const forward = await dan.client.post(`${DIRECT}/threads/broadcast/forward/`, {
      recipient_users: JSON.stringify([ann.idText]),
      client_context: 'dan-forward',
      forwarded_from_thread_id: threadId,
      forwarded_from_thread_item_id: itemId,
    });
    expect(forward.statusCode).toBe(404);
    expect((await dan.client.get(`${DIRECT}/search_secondary/?query=private`)).json().message_results).toHaveLength(0);
  });
});

describe('the badge', () => {
  it('counts unseen threads among the 20 most recent accepted ones and goes live to the socket', async () => {
    const eve = await person(server, 'eve');
    const fay = await person(server, 'fay');
    await makeFollow(server.deps.db, fay.id, eve.id);
    const badge = async () => (await fay.client.get(`${DIRECT}/get_badge_count/`)).json().badge_count;
    expect(await badge()).toBe(0);
    const { threadId, itemId } = await sent(eve, { users: [fay.idText] }, 'ping');
    expect(await badge()).toBe(1);
    expect(fay.events).toContainEqual({ type: 'badge', count: 1 });
    expect(fay.events.some((e) => e.type === 'direct-item' && e.threadId === threadId)).toBe(true);
    await fay.client.post(`${DIRECT}/threads/${threadId}/items/${itemId}/seen/`);
    expect(await badge()).toBe(0);
    // A request does not count; a muted thread counts as seen.
    const stranger = await person(server, 'gus');
    await sent(stranger, { users: [fay.idText] }, 'request');
    expect(await badge()).toBe(0);
    await sent(eve, { threads: [threadId] }, 'ping again');
    expect(await badge()).toBe(1);
    await fay.client.post(`${DIRECT}/threads/${threadId}/mute/`);
    expect(await badge()).toBe(0);
  });

  it('a restricted account does not see the read status of who restricted it', async () => {
    const hal = await person(server, 'hal');
    const ivy = await person(server, 'ivy');
    await makeFollow(server.deps.db, ivy.id, hal.id);
    const { threadId, itemId } = await sent(hal, { users: [ivy.idText] }, 'hey ivy');
    await makeRestrict(server.deps.db, ivy.id, hal.id);
    await ivy.client.post(`${DIRECT}/threads/${threadId}/items/${itemId}/seen/`);
    const thread = (await readThread(hal, threadId)).json().thread;
    expect(thread.last_seen_at[ivy.idText]).toBeUndefined();
    expect(hal.events.some((e) => e.type === 'direct-seen' && e.userId === ivy.idText)).toBe(false);
    expect((await hal.client.get(`${DIRECT}/get_presence/`)).json().user_presence[ivy.idText]).toBeUndefined();
    // Ivy sees hal's presence (hal restricted nobody).
    expect((await ivy.client.get(`${DIRECT}/get_presence/`)).json().user_presence[hal.idText]).toMatchObject({
      is_active: true,
    });
  });

  it('a viewer who turned activity status off sees nobody\u2019s presence', async () => {
    await server.deps.db.updateTable('users').set({ show_activity_status: 0 }).where('id', '=', cat.id).execute();
    expect((await cat.client.get(`${DIRECT}/get_presence/`)).json().user_presence).toEqual({});
    // And nobody sees cat's.
    expect((await ann.client.get(`${DIRECT}/get_presence/`)).json().user_presence[cat.idText]).toBeUndefined();
    await server.deps.db.updateTable('users').set({ show_activity_status: 1 }).where('id', '=', cat.id).execute();
  });
});

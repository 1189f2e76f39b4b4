import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeBlock, makeFollow, makeRestrict } from '../../test-support/fixtures.js';
import {
  DIRECT,
  group,
  person,
  readThread,
  sendText,
  sent,
  textsOf,
  type Person,
} from '../../test-support/direct-kit.js';

// Groups and their admins (docs/behaviour/direct.md#groups).
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
  for (const p of [ben, cat, dan]) await makeFollow(server.deps.db, p.id, ann.id);
});
afterAll(() => server.close());

describe('groups', () => {
  it('create_group_thread makes the creator the admin and names the group', async () => {
    const threadId = await group(ann, [ben, cat], 'Weekend plans');
    const thread = (await readThread(ben, threadId)).json().thread;
    expect(thread).toMatchObject({ is_group: true, thread_title: 'Weekend plans', admin_user_ids: [ann.idText] });
    expect(thread.users.map((u: { username: string }) => u.username).sort()).toEqual(['ann', 'cat']);
  });

  it('one person gives the one-to-one thread, found by get_by_participants', async () => {
    const lookup = async () =>
      (
        await ann.client.get(`${DIRECT}/threads/get_by_participants/?recipient_users=${JSON.stringify([dan.idText])}`)
      ).json();
    expect((await lookup()).thread).toBeNull();
    const first = (
      await ann.client.post(`${DIRECT}/create_group_thread/`, { recipient_users: JSON.stringify([dan.idText]) })
    ).json();
    const second = (
      await ann.client.post(`${DIRECT}/create_group_thread/`, { recipient_users: JSON.stringify([dan.idText]) })
    ).json();
    expect(second.thread_id).toBe(first.thread_id);
    expect(first.is_group).toBe(false);
    expect((await lookup()).thread.thread_id).toBe(first.thread_id);
  });

  it('admin-only actions are refused to other members (403) and to strangers (404)', async () => {
    const threadId = await group(ann, [ben, cat]);
    const calls = [
      ['add_user', { user_ids: JSON.stringify([dan.idText]) }],
      ['remove_users', { user_ids: JSON.stringify([cat.idText]) }],
      ['add_admins', { user_ids: JSON.stringify([cat.idText]) }],
      ['remove_admins', { user_ids: JSON.stringify([ann.idText]) }],
      ['update_title', { title: 'mine now' }],
    ] as const;
    for (const [action, form] of calls) {
      expect((await ben.client.post(`${DIRECT}/threads/${threadId}/${action}/`, form)).statusCode, action).toBe(403);
      expect((await dan.client.post(`${DIRECT}/threads/${threadId}/${action}/`, form)).statusCode, action).toBe(404);
    }
    expect((await ann.client.post(`${DIRECT}/threads/${threadId}/add_admins/`, calls[2][1])).statusCode).toBe(200);
    expect(
      (await cat.client.post(`${DIRECT}/threads/${threadId}/update_title/`, { title: 'Renamed' })).statusCode,
    ).toBe(200);
    const thread = (await readThread(ben, threadId)).json().thread;
    expect(thread.thread_title).toBe('Renamed');
    expect(thread.admin_user_ids.sort()).toEqual([ann.idText, cat.idText].sort());
    expect(thread.items[0]).toMatchObject({ item_type: 'action_log', action_log: { action: 'title' } });
    expect(ben.events).toContainEqual({ type: 'direct-thread-changed', threadId });
  });

  it('a removed member reads what came before and nothing sent after the removal', async () => {
    const threadId = await group(ann, [ben, cat]);
    await sent(ben, { threads: [threadId] }, 'before removal');
    expect(
      (await ann.client.post(`${DIRECT}/threads/${threadId}/remove_users/`, { user_ids: JSON.stringify([cat.idText]) }))
        .statusCode,
    ).toBe(200);
    const eventsBefore = cat.events.length;
    await sent(ben, { threads: [threadId] }, 'after removal');
    expect(await textsOf(cat, threadId)).toContain('before removal');
    expect(await textsOf(cat, threadId)).not.toContain('after removal');
    expect(
      (await readThread(cat, threadId, '?newer_than=1')).json().thread.items.map((i: { text?: string }) => i.text),
    ).not.toContain('after removal');
    expect(cat.events.slice(eventsBefore).some((e) => e.type === 'direct-item')).toBe(false);
    expect((await sendText(cat, { threads: [threadId] }, 'let me back')).statusCode).toBe(403);
    expect(
      (await cat.client.get(`${DIRECT}/search_secondary/?query=after removal`)).json().message_results,
    ).toHaveLength(0);
  });

  it('leaving: the thread leaves the inbox, the last admin hands over, nothing after is readable', async () => {
    const threadId = await group(ann, [ben, cat]);
    expect((await ann.client.post(`${DIRECT}/threads/${threadId}/leave/`)).statusCode).toBe(200);
    await sent(ben, { threads: [threadId] }, 'after ann left');
    expect(await textsOf(ann, threadId)).not.toContain('after ann left');
    const inbox = (await ann.client.get(`${DIRECT}/inbox/`)).json().inbox;
    expect(inbox.threads.map((t: { thread_id: string }) => t.thread_id)).not.toContain(threadId);
    const thread = (await readThread(ben, threadId)).json().thread;
    expect(thread.admin_user_ids).toHaveLength(1);
    expect(thread.left_users.map((u: { username: string }) => u.username)).toEqual(['ann']);
    // A one-to-one thread cannot be left, only deleted.
    const { threadId: oneToOne } = await sent(ann, { users: [ben.idText] }, 'hi');
    expect((await ann.client.post(`${DIRECT}/threads/${oneToOne}/leave/`)).statusCode).toBe(400);
  });

  it('warns about members the viewer blocked or restricted; nobody in a block with the admin can be added', async () => {
    const eve = await person(server, 'eve');
    const threadId = await group(ann, [ben, cat, eve]);
    await makeBlock(server.deps.db, ben.id, cat.id);
    await makeRestrict(server.deps.db, ben.id, eve.id);
    const warning = (await readThread(ben, threadId)).json().thread.group_warning;
    expect(warning).toEqual({ blocked_user_ids: [cat.idText], restricted_user_ids: [eve.idText] });
    expect((await readThread(ann, threadId)).json().thread.group_warning).toBeNull();
    // Messaging the group still works for everyone.
    expect((await sendText(ben, { threads: [threadId] }, 'still here')).statusCode).toBe(200);
    await makeBlock(server.deps.db, dan.id, ann.id);
    const add = await ann.client.post(`${DIRECT}/threads/${threadId}/add_user/`, {
      user_ids: JSON.stringify([dan.idText]),
    });
    expect(add.statusCode).toBe(403);
    const create = await ann.client.post(`${DIRECT}/create_group_thread/`, {
      recipient_users: JSON.stringify([ben.idText, dan.idText]),
    });
    expect(create.statusCode).toBe(403);
  });

  it('people added who do not follow the adder get the group as a request', async () => {
    const stranger = await person(server, 'stranger');
    // One person with a name is a group of two (without one it is the one-to-one thread).
    const threadId = await group(ann, [ben], 'Two of us');
    const add = await ann.client.post(`${DIRECT}/threads/${threadId}/add_user/`, {
      user_ids: JSON.stringify([stranger.idText]),
    });
    expect(add.statusCode, add.body).toBe(200);
    const pending = (await stranger.client.get(`${DIRECT}/pending_inbox/`)).json().inbox.threads;
    expect(pending.map((t: { thread_id: string }) => t.thread_id)).toContain(threadId);
  });
});

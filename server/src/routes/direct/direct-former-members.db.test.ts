import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeFollow } from '../../test-support/fixtures.js';
import { DIRECT, group, person, readThread, sent, textsOf, type Person } from '../../test-support/direct-kit.js';
import { loadArchiveContents } from '../../domain/own-data/archive-contents.js';

// Direct membership is a range of time (docs/behaviour/direct.md#who-sees-a-thread): a member who
// left or was removed sees the group as it was when they went (name, members, times, read marks),
// in the thread, the inbox, search and their data export alike; a newcomer reads from when they
// joined; someone added back never reads what was sent while they were away.

let server: TestServer;
let ann: Person; // the admin
let ben: Person; // leaves
let cat: Person; // is removed
let dan: Person; // stays
let eve: Person; // joins after they went
let threadId = '';
let catLeftAt = 0;

const archiveOf = async (who: Person) => {
  const user = await server.deps.db.selectFrom('users').selectAll().where('id', '=', who.id).executeTakeFirstOrThrow();
  return loadArchiveContents(server.deps.db, user);
};
const post = (who: Person, path: string, form: Record<string, string> = {}) =>
  who.client.post(`${DIRECT}/threads/${threadId}/${path}/`, form);

beforeAll(async () => {
  server = await createTestServer();
  [ann, ben, cat, dan, eve] = [
    await person(server, 'ann'),
    await person(server, 'ben'),
    await person(server, 'cat'),
    await person(server, 'dan'),
    await person(server, 'eve'),
  ];
  for (const p of [ben, cat, dan, eve]) await makeFollow(server.deps.db, p.id, ann.id);
  threadId = await group(ann, [ben, cat, dan], 'Book club');
  await sent(ann, { threads: [threadId] }, 'before anyone went');
  expect((await post(ben, 'leave')).statusCode).toBe(200);
  expect((await post(ann, 'remove_users', { user_ids: JSON.stringify([cat.idText]) })).statusCode).toBe(200);
  catLeftAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 5));
  // Everything below happens after ben and cat are gone.
  expect((await post(ann, 'update_title', { title: 'Secret plans' })).statusCode).toBe(200);
  expect((await post(ann, 'add_user', { user_ids: JSON.stringify([eve.idText]) })).statusCode).toBe(200);
  expect((await post(ann, 'set_disappearing_messages_settings', { mode: 'on', ttl_sec: '3600' })).statusCode).toBe(200);
  const later = await sent(ann, { threads: [threadId] }, 'after they went');
  expect((await dan.client.post(`${DIRECT}/threads/${threadId}/items/${later.itemId}/seen/`, {})).statusCode).toBe(200);
});
afterAll(() => server.close());

describe('a former member sees the group as it was when they went', () => {
  it('in the thread: old name, old members, no admins, no read marks, no later message', async () => {
    for (const former of [ben, cat]) {
      const response = await readThread(former, threadId);
      expect(response.statusCode).toBe(200);
      const thread = response.json().thread;
      expect(thread.thread_title, former.username).toBe('Book club');
      const names = thread.users.map((u: { username: string }) => u.username).sort();
      expect(names, former.username).not.toContain('eve');
      expect(thread.admin_user_ids).toEqual([]);
      expect(Object.keys(thread.last_seen_at).filter((id) => id !== former.idText)).toEqual([]);
      expect(thread.disappearing_messages).toEqual({ mode: 'off', ttl_sec: null });
      expect(thread.last_activity_at).toBeLessThanOrEqual(catLeftAt * 1000);
      const texts = (thread.items as Array<{ text?: string }>).map((i) => i.text ?? '');
      expect(texts).toContain('before anyone went');
      expect(texts).not.toContain('after they went');
    }
  });

  it('in the inbox row of the removed member', async () => {
    const inbox = (await cat.client.get(`${DIRECT}/inbox/`)).json().inbox;
    const row = inbox.threads.find((t: { thread_id: string }) => t.thread_id === threadId);
    expect(row.thread_title).toBe('Book club');
    expect(row.users.map((u: { username: string }) => u.username)).not.toContain('eve');
    expect(row.last_activity_at).toBeLessThanOrEqual(catLeftAt * 1000);
    expect(Object.keys(row.last_seen_at).filter((id) => id !== cat.idText)).toEqual([]);
  });

  it('in search: the new name and the newcomer find nothing, the old name finds the group', async () => {
    const search = async (who: Person, query: string) =>
      (await who.client.get(`${DIRECT}/search_secondary/?query=${encodeURIComponent(query)}`)).json();
    for (const former of [ben, cat]) {
      const byNewName = await search(former, 'Secret');
      expect(byNewName.thread_results, former.username).toEqual([]);
      expect((await search(former, 'eve')).thread_results).toEqual([]);
      expect((await search(former, 'after they')).message_results).toEqual([]);
    }
    const byOldName = await search(cat, 'Book');
    expect(byOldName.thread_results.map((t: { thread_title: string }) => t.thread_title)).toEqual(['Book club']);
    // A current member finds it by its new name.
    expect((await search(dan, 'Secret')).thread_results).toHaveLength(1);
  });

  it('in the data export: only what they may still read, under the old name and members', async () => {
    for (const former of [ben, cat]) {
      const archive = await archiveOf(former);
      const thread = archive.messages.find((t) => t.is_group);
      expect(thread?.title).toBe('Book club');
      expect(thread?.members).not.toContain('eve');
      const texts = JSON.stringify(thread?.messages);
      expect(texts).toContain('before anyone went');
      expect(texts).not.toContain('after they went');
      expect(texts).not.toContain('Secret plans');
    }
  });
});

describe('reading is bounded by when someone joined', () => {
  it('a newcomer reads nothing sent before they joined', async () => {
    const texts = await textsOf(eve, threadId);
    expect(texts).toContain('after they went');
    expect(texts).not.toContain('before anyone went');
    expect(JSON.stringify((await archiveOf(eve)).messages)).not.toContain('before anyone went');
  });

  it('someone added back reads what came before and after, never what came while away', async () => {
    await sent(ann, { threads: [threadId] }, 'while cat was away');
    expect((await post(ann, 'add_user', { user_ids: JSON.stringify([cat.idText]) })).statusCode).toBe(200);
    await sent(ann, { threads: [threadId] }, 'welcome back');
    const texts = await textsOf(cat, threadId);
    expect(texts).toContain('before anyone went');
    expect(texts).toContain('welcome back');
    expect(texts).not.toContain('while cat was away');
    expect(texts).not.toContain('after they went');
    const archived = JSON.stringify((await archiveOf(cat)).messages);
    expect(archived).not.toContain('while cat was away');
    const search = (await cat.client.get(`${DIRECT}/search_secondary/?query=away`)).json();
    expect(search.message_results).toEqual([]);
  });
});

describe('the data export holds exactly what the account may still read', () => {
  it('leaves out messages deleted for oneself, a cleared history and expired disappearing messages', async () => {
    const [fay, gus] = [await person(server, 'fay'), await person(server, 'gus')];
    await makeFollow(server.deps.db, gus.id, fay.id);
    const hidden = await sent(fay, { users: [gus.idText] }, 'hide this one');
    const oneToOne = hidden.threadId;
    expect((await gus.client.post(`${DIRECT}/threads/${oneToOne}/items/${hidden.itemId}/hide/`, {})).statusCode).toBe(
      200,
    );
    await sent(fay, { threads: [oneToOne] }, 'cleared by delete');
    expect((await gus.client.post(`${DIRECT}/threads/${oneToOne}/delete/`, {})).statusCode).toBe(200);
    await sent(fay, { threads: [oneToOne] }, 'kept after the clear');
    expect(
      (
        await fay.client.post(`${DIRECT}/threads/${oneToOne}/set_disappearing_messages_settings/`, {
          mode: 'on',
          ttl_sec: '300',
        })
      ).statusCode,
    ).toBe(200);
    await sent(fay, { threads: [oneToOne] }, 'gone after five minutes');
    const user = await server.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', gus.id)
      .executeTakeFirstOrThrow();
    const inTenMinutes = Date.now() + 10 * 60_000;
    const archived = JSON.stringify((await loadArchiveContents(server.deps.db, user, inTenMinutes)).messages);
    expect(archived).toContain('kept after the clear');
    expect(archived).not.toContain('hide this one');
    expect(archived).not.toContain('cleared by delete');
    expect(archived).not.toContain('gone after five minutes');
    // The sender still has all of theirs but the expired one.
    const senderUser = await server.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', fay.id)
      .executeTakeFirstOrThrow();
    const senders = JSON.stringify((await loadArchiveContents(server.deps.db, senderUser, inTenMinutes)).messages);
    expect(senders).toContain('hide this one');
    expect(senders).toContain('cleared by delete');
    expect(senders).not.toContain('gone after five minutes');
  });
});

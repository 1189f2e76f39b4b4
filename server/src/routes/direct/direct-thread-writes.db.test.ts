import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeBlock, makeFollow, makePost } from '../../test-support/fixtures.js';
import { registeredRoutes } from '../../test-support/registered-routes.js';
import { DIRECT, group, person, readThread, sent, type Person } from '../../test-support/direct-kit.js';
import {
  DIRECT_GROUP_CHANGES_PER_MINUTE,
  DIRECT_WRITES_PER_MINUTE,
  directWriteKey,
} from '../../domain/direct/write-limits.js';

// Every write into a thread goes through one membership-and-block check
// (docs/behaviour/direct.md#writing-into-a-thread) and counts against the account's limits
// (docs/behaviour/direct.md#limits).

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const threadPost = (who: Person, threadId: string, path: string, form: Record<string, string> = {}) =>
  who.client.post(`${DIRECT}/threads/${threadId}/${path}/`, form);
const react = (who: Person, threadId: string, itemId: string, form: Record<string, string>) =>
  threadPost(who, threadId, `items/${itemId}/reactions`, { reaction_status: 'created', ...form });

describe("a blocked person cannot act in the blocker's one-to-one thread", () => {
  it('no reaction, like, timer change or message; a seen mark reaches nobody', async () => {
    const [mal, vic] = [await person(server, 'mal1'), await person(server, 'vic1')];
    await makeFollow(server.deps.db, vic.id, mal.id);
    const first = await sent(vic, { users: [mal.idText] }, 'from the victim');
    await sent(mal, { threads: [first.threadId] }, 'from the attacker');
    await makeBlock(server.deps.db, vic.id, mal.id);
    const before = vic.events.length;
    const emoji = await react(mal, first.threadId, first.itemId, { reaction_type: 'emoji', emoji: '🔥' });
    expect(emoji.statusCode).toBe(403);
    expect(emoji.json().message).toBe("You can't message this account.");
    expect((await react(mal, first.threadId, first.itemId, { reaction_type: 'like' })).statusCode).toBe(403);
    const timer = await threadPost(mal, first.threadId, 'set_disappearing_messages_settings', {
      mode: 'on',
      ttl_sec: '300',
    });
    expect(timer.statusCode).toBe(403);
    const seen = await threadPost(mal, first.threadId, `items/${first.itemId}/seen`);
    expect(seen.statusCode).toBe(200);
    // Nothing of the attacker's reached the victim, and nothing was written into their history.
    expect(vic.events.slice(before)).toEqual([]);
    const thread = (await readThread(vic, first.threadId)).json().thread;
    expect(thread.items.map((i: { item_type: string }) => i.item_type)).not.toContain('action_log');
    expect(thread.disappearing_messages.mode).toBe('off');
    expect(Object.keys(thread.last_seen_at)).not.toContain(mal.idText);
    // The victim, who blocked, is refused the same way: the pair cannot write to each other.
    expect((await react(vic, first.threadId, first.itemId, { reaction_type: 'like' })).statusCode).toBe(403);
  });
});

describe('a group request the victim declined and blocked', () => {
  it('hears nothing more from the blocked admin: renames, timers, members are refused', async () => {
    const [mal, vic, pal] = [await person(server, 'mal2'), await person(server, 'vic2'), await person(server, 'pal2')];
    await makeFollow(server.deps.db, pal.id, mal.id);
    const threadId = await group(mal, [vic, pal], 'hello');
    expect(
      (await vic.client.post(`${DIRECT}/threads/decline_multiple/`, { thread_ids: JSON.stringify([threadId]) }))
        .statusCode,
    ).toBe(200);
    await makeBlock(server.deps.db, vic.id, mal.id);
    const before = vic.events.length;
    expect((await threadPost(mal, threadId, 'update_title', { title: 'spam' })).statusCode).toBe(403);
    const timer = await threadPost(mal, threadId, 'set_disappearing_messages_settings', { mode: 'off' });
    expect(timer.statusCode).toBe(403);
    const pal2 = await person(server, 'pal2b');
    await makeFollow(server.deps.db, pal2.id, mal.id);
    expect((await threadPost(mal, threadId, 'add_user', { user_ids: JSON.stringify([pal2.idText]) })).statusCode).toBe(
      403,
    );
    expect((await sent(pal, { threads: [threadId] }, 'others may still write')).itemId).toBeTruthy();
    const texts = (await readThread(vic, threadId)).json().thread;
    expect(texts.thread_title).toBe('hello');
    expect(vic.events.slice(before).filter((e) => e.type !== 'direct-item' && e.type !== 'badge')).toEqual([]);
  });

  it("in a group everyone accepted, a blocked person may not react to the blocker's messages", async () => {
    const [ann, ben, cat] = [await person(server, 'ann3'), await person(server, 'ben3'), await person(server, 'cat3')];
    for (const p of [ben, cat]) await makeFollow(server.deps.db, p.id, ann.id);
    const threadId = await group(ann, [ben, cat]);
    const fromBen = await sent(ben, { threads: [threadId] }, 'ben speaks');
    const fromAnn = await sent(ann, { threads: [threadId] }, 'ann speaks');
    await makeBlock(server.deps.db, ben.id, cat.id);
    expect((await react(cat, threadId, fromBen.itemId, { reaction_type: 'like' })).statusCode).toBe(403);
    expect((await react(cat, threadId, fromAnn.itemId, { reaction_type: 'like' })).statusCode).toBe(200);
    // The group stays usable: cat still sends.
    expect((await sent(cat, { threads: [threadId] }, 'still here')).itemId).toBeTruthy();
    // cat's seen mark does not reach ben, who blocked cat.
    const before = ben.events.length;
    expect((await threadPost(cat, threadId, `items/${fromAnn.itemId}/seen`)).statusCode).toBe(200);
    expect(ben.events.slice(before).filter((e) => e.type === 'direct-seen')).toEqual([]);
  });
});

describe('a reaction is one emoji, nothing else', () => {
  it('refuses any text', async () => {
    const [ann, ben] = [await person(server, 'ann4'), await person(server, 'ben4')];
    await makeFollow(server.deps.db, ben.id, ann.id);
    const message = await sent(ann, { users: [ben.idText] }, 'hi');
    for (const emoji of ['buy cheap pills at spam.example', '🔥🔥', 'a', '🔥 and words']) {
      const response = await react(ben, message.threadId, message.itemId, { reaction_type: 'emoji', emoji });
      expect(response.statusCode, emoji).toBe(400);
    }
    expect(
      (await react(ben, message.threadId, message.itemId, { reaction_type: 'emoji', emoji: '👍🏽' })).statusCode,
    ).toBe(200);
  });

  it('a reaction to a story is one emoji too', async () => {
    const [ann, ben] = [await person(server, 'ann8'), await person(server, 'ben8')];
    const post = await makePost(server.deps.db, server.deps.storage, ann.id, Date.now());
    const storyReaction = (emoji: string) =>
      ben.client.post(`${DIRECT}/threads/broadcast/reel_react/`, {
        recipient_users: JSON.stringify([ann.idText]),
        client_context: `story-${[...emoji].map((c) => c.codePointAt(0)).join('-')}`,
        media_id: String(post.id),
        reaction_emoji: emoji,
      });
    for (const emoji of ['🔥🔥', 'hi there', 'x']) expect((await storyReaction(emoji)).statusCode, emoji).toBe(400);
    expect((await storyReaction('😍')).statusCode).toBe(200);
  });
});

describe('limits', () => {
  /** Fills an account's window of direct writes, as if it had just made them all. */
  const fillWrites = (userId: number) =>
    server.deps.db
      .insertInto('rate_limit_windows')
      .values({ limit_key: directWriteKey(userId), window_start: Date.now(), attempts: DIRECT_WRITES_PER_MINUTE })
      .onConflict((oc) =>
        oc.column('limit_key').doUpdateSet({ window_start: Date.now(), attempts: DIRECT_WRITES_PER_MINUTE }),
      )
      .execute();

  it('every direct write route answers 429 once the account used up its writes', async () => {
    const [ann, ben] = [await person(server, 'ann5'), await person(server, 'ben5')];
    await makeFollow(server.deps.db, ben.id, ann.id);
    const threadId = await group(ann, [ben]);
    const { itemId } = await sent(ann, { threads: [threadId] }, 'x');
    await fillWrites(ann.id);
    const writes = registeredRoutes(server.app).filter((r) => r.method === 'POST' && r.url.startsWith(DIRECT));
    expect(writes.length).toBeGreaterThan(20);
    const unlimited: string[] = [];
    for (const route of writes) {
      const url = route.url.replace(':threadId', threadId).replace(':itemId', itemId);
      // Every field any of them reads, valid, so nothing but the limit can refuse them.
      const response = await ann.client.post(url, {
        thread_ids: JSON.stringify([threadId]),
        user_ids: JSON.stringify([ben.idText]),
        recipient_users: JSON.stringify([ben.idText]),
        client_context: `c-${route.url}`,
        text: 'x',
        link_text: 'https://example.com',
        media_id: '1',
        forwarded_from_thread_id: threadId,
        forwarded_from_thread_item_id: itemId,
        reaction_emoji: '🔥',
        reaction_type: 'like',
        reaction_status: 'created',
        upload_id: '1',
        title: 'x',
        mode: 'off',
        folder: '1',
      });
      if (response.statusCode !== 429) unlimited.push(`${route.url} answered ${response.statusCode}`);
    }
    expect(unlimited).toEqual([]);
  });

  it('group changes have a stricter limit of their own: no flood of renames', async () => {
    const [ann, ben] = [await person(server, 'ann6'), await person(server, 'ben6')];
    await makeFollow(server.deps.db, ben.id, ann.id);
    const threadId = await group(ann, [ben], 'a named group');
    let refusedAt = -1;
    for (let i = 0; i < 200 && refusedAt < 0; i += 1) {
      const response = await threadPost(ann, threadId, 'update_title', { title: `name ${i}` });
      if (response.statusCode === 429) refusedAt = i;
      else expect(response.statusCode).toBe(200);
    }
    expect(refusedAt).toBe(DIRECT_GROUP_CHANGES_PER_MINUTE);
    const history = (await readThread(ben, threadId, '?limit=50')).json().thread.items;
    expect(history.filter((i: { item_type: string }) => i.item_type === 'action_log').length).toBeLessThanOrEqual(
      DIRECT_GROUP_CHANGES_PER_MINUTE + 1,
    );
  });

  it('reactions, seen marks and mutes count too', async () => {
    const [ann, ben] = [await person(server, 'ann7'), await person(server, 'ben7')];
    await makeFollow(server.deps.db, ben.id, ann.id);
    const message = await sent(ann, { users: [ben.idText] }, 'count me');
    let refusedAt = -1;
    for (let i = 0; i < DIRECT_WRITES_PER_MINUTE + 5 && refusedAt < 0; i += 1) {
      const kind = ['like', 'seen', 'mute'][i % 3];
      const response =
        kind === 'like'
          ? await react(ben, message.threadId, message.itemId, { reaction_type: 'like' })
          : kind === 'seen'
            ? await threadPost(ben, message.threadId, `items/${message.itemId}/seen`)
            : await threadPost(ben, message.threadId, 'mute');
      if (response.statusCode === 429) refusedAt = i;
    }
    expect(refusedAt).toBe(DIRECT_WRITES_PER_MINUTE);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { jpeg, makeBlock, makeFollow, makePost } from '../../test-support/fixtures.js';
import { TestClient } from '../../test-support/test-client.js';
import { uploadAll } from '../../test-support/upload-test-kit.js';
import {
  DIRECT,
  newContext,
  person,
  readThread,
  sendText,
  sent,
  textsOf,
  type Person,
} from '../../test-support/direct-kit.js';

// Sending every kind of message (docs/behaviour/direct.md#sending-on-the-server).
let server: TestServer;
let ann: Person;
let ben: Person;
let cat: Person;
beforeAll(async () => {
  server = await createTestServer();
  [ann, ben, cat] = [await person(server, 'ann'), await person(server, 'ben'), await person(server, 'cat')];
  await makeFollow(server.deps.db, ben.id, ann.id);
  await makeFollow(server.deps.db, ann.id, ben.id);
});
afterAll(() => server.close());

const countItems = async () =>
  Number(
    (
      await server.deps.db
        .selectFrom('direct_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('text', () => {
  it('a retried send with the same client_context answers the same item and stores nothing new', async () => {
    const form = { recipient_users: JSON.stringify([ben.idText]), text: 'once only', client_context: 'retry-1' };
    const first = await ann.client.post(`${DIRECT}/threads/broadcast/text/`, form);
    expect(first.statusCode, first.body).toBe(200);
    const before = await countItems();
    const eventsBefore = ben.events.length;
    const again = await ann.client.post(`${DIRECT}/threads/broadcast/text/`, form);
    expect(again.statusCode).toBe(200);
    expect(again.json().items[0].item.item_id).toBe(first.json().items[0].item.item_id);
    expect(again.json().items[0].item.client_context).toBe('retry-1');
    expect(await countItems()).toBe(before);
    expect(ben.events.length).toBe(eventsBefore);
  });

  it('reaches the members live, the sender\u2019s other tabs too, with the client_context', async () => {
    const { threadId, itemId } = await sent(ann, { users: [ben.idText] }, 'live');
    const heard = ben.events.find((e) => e.type === 'direct-item' && e.item.item_id === itemId);
    expect(heard).toMatchObject({ type: 'direct-item', threadId, item: { text: 'live', user_id: ann.idText } });
    expect(ann.events.some((e) => e.type === 'direct-item' && e.item.item_id === itemId)).toBe(true);
  });

  it('refuses text over the cap, empty text and a missing client_context with validation errors', async () => {
    const tooLong = await sendText(ann, { users: [ben.idText] }, 'x'.repeat(1001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error_id: 'validation_failed', fields: { text: expect.any(String) } });
    expect((await sendText(ann, { users: [ben.idText] }, 'y'.repeat(1000))).statusCode).toBe(200);
    expect((await sendText(ann, { users: [ben.idText] }, '   ')).statusCode).toBe(400);
    const noContext = await ann.client.post(`${DIRECT}/threads/broadcast/text/`, {
      recipient_users: JSON.stringify([ben.idText]),
      text: 'hi',
    });
    expect(noContext.statusCode).toBe(400);
    expect((await sendText(ann, {}, 'nowhere')).statusCode).toBe(400);
  });

  it('text is stored as sent: markup stays inert text', async () => {
    const { threadId } = await sent(ann, { users: [ben.idText] }, '<img src=x onerror=alert(1)>');
    expect((await textsOf(ben, threadId))[0]).toBe('<img src=x onerror=alert(1)>');
  });

  it('one send can go to several threads, each getting its own item', async () => {
    const a = await sent(ann, { users: [ben.idText] }, 'first');
    const response = await sendText(ann, { threads: [a.threadId], users: [cat.idText] }, 'to both');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toHaveLength(2);
  });

  it('a reply quotes a message of the same thread; an unsent quote shows as unavailable', async () => {
    const { threadId, itemId } = await sent(ben, { users: [ann.idText] }, 'quote me');
    const reply = await sendText(ann, { threads: [threadId] }, 'replying', { replied_to_item_id: itemId });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().items[0].item.replied_to_message).toMatchObject({ item_id: itemId, text: 'quote me' });
    await ben.client.post(`${DIRECT}/threads/${threadId}/items/${itemId}/delete/`);
    const [latest] = (await readThread(ann, threadId)).json().thread.items;
    expect(latest.replied_to_message).toMatchObject({ item_id: itemId, is_unavailable: true });
    expect(latest.replied_to_message.text).toBeUndefined();
    const other = await sent(ann, { users: [cat.idText] }, 'elsewhere');
    const wrong = await sendText(ann, { threads: [threadId] }, 'bad quote', { replied_to_item_id: other.itemId });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('blocks', () => {
  it('stop messaging both ways, and starting a thread', async () => {
    const dee = await person(server, 'dee');
    const eli = await person(server, 'eli');
    const { threadId } = await sent(dee, { users: [eli.idText] }, 'before the block');
    await makeBlock(server.deps.db, eli.id, dee.id);
    for (const [from, to] of [
      [dee, eli],
      [eli, dee],
    ] as const) {
      const byThread = await sendText(from, { threads: [threadId] }, 'after');
      expect(byThread.statusCode).toBe(403);
      expect(byThread.json().message).toBe("You can't message this account.");
      expect((await sendText(from, { users: [to.idText] }, 'after')).statusCode).toBe(403);
      const create = await from.client.post(`${DIRECT}/create_group_thread/`, {
        recipient_users: JSON.stringify([to.idText]),
      });
      expect(create.statusCode).toBe(403);
    }
    expect((await readThread(dee, threadId)).json().thread.messaging_blocked).toBe(true);
  });

  it('keep the one-to-one thread in both inboxes, marked, and tell both tabs it changed, never that it went', async () => {
    const fay = await person(server, 'fay');
    const gus = await person(server, 'gus');
    await makeFollow(server.deps.db, gus.id, fay.id);
    const { threadId } = await sent(fay, { users: [gus.idText] }, 'before the block');
    const inboxRow = async (reader: Person) => {
      const inbox = await reader.client.get(`${DIRECT}/inbox/`);
      expect(inbox.statusCode, inbox.body).toBe(200);
      const threads = inbox.json().inbox.threads as Array<{ thread_id: string; messaging_blocked?: boolean }>;
      return threads.find((t) => t.thread_id === threadId);
    };
    const [fayBefore, gusBefore] = [fay.events.length, gus.events.length];
    expect((await fay.client.post(`/api/v1/friendships/block/${gus.idText}/`)).statusCode).toBe(200);
    for (const [reader, before] of [
      [fay, fayBefore],
      [gus, gusBefore],
    ] as const) {
      expect(await inboxRow(reader)).toMatchObject({ messaging_blocked: true });
      const heard = reader.events.slice(before);
      expect(heard).toContainEqual({ type: 'direct-thread-changed', threadId });
      expect(heard.some((e) => e.type === 'direct-thread-removed')).toBe(false);
    }
    expect(gus.events.at(-1)).toEqual({ type: 'closing', reason: 'blocked' });

    const fayBeforeUnblock = fay.events.length;
    const gusBeforeUnblock = gus.events.length;
    expect((await fay.client.post(`/api/v1/friendships/unblock/${gus.idText}/`)).statusCode).toBe(200);
    expect(fay.events.slice(fayBeforeUnblock)).toContainEqual({ type: 'direct-thread-changed', threadId });
    expect(gus.events.slice(gusBeforeUnblock)).toContainEqual({ type: 'direct-thread-changed', threadId });
    expect(await inboxRow(gus)).toMatchObject({ messaging_blocked: false });
    expect((await sendText(gus, { threads: [threadId] }, 'after the unblock')).statusCode).toBe(200);
  });
});

describe('other kinds', () => {
  it('link: the first http(s) URL of the text; none is a validation error', async () => {
    const send = (linkText: string) =>
      ann.client.post(`${DIRECT}/threads/broadcast/link/`, {
        recipient_users: JSON.stringify([ben.idText]),
        link_text: linkText,
        client_context: newContext(),
      });
    const ok = await send('look https://example.com/a?b=1 now');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().items[0].item).toMatchObject({
      item_type: 'link',
      link: { link_context: { link_url: 'https://example.com/a?b=1' } },
    });
    const bad = await send('javascript:alert(1)');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.link_text).toBeDefined();
  });

  it('media share: a post the sender can see; a member who cannot see it gets it as unavailable', async () => {
    const priv = await person(server, 'priv', { isPrivate: true });
    await makeFollow(server.deps.db, ann.id, priv.id);
    const post = await makePost(server.deps.db, server.deps.storage, priv.id, Date.now(), 'private post');
    const share = (from: Person) =>
      from.client.post(`${DIRECT}/threads/broadcast/media_share/`, {
        recipient_users: JSON.stringify([ben.idText]),
        media_id: String(post.id),
        client_context: newContext(),
      });
    const response = await share(ann);
    expect(response.statusCode, response.body).toBe(200);
    const { thread_id: threadId, item } = response.json().items[0];
    expect(item.media_share.code).toBe(post.code);
    const forBen = (await readThread(ben, threadId)).json().thread.items[0];
    expect(forBen.media_share).toBeNull();
    expect(JSON.stringify(ben.events)).not.toContain('private post');
    // Someone who cannot see the post cannot share it.
    expect((await share(cat)).statusCode).toBe(404);
  });

  it('forward copies a readable message, marked as forwarded', async () => {
    const { threadId, itemId } = await sent(ben, { users: [ann.idText] }, 'worth sharing');
    const response = await ann.client.post(`${DIRECT}/threads/broadcast/forward/`, {
      recipient_users: JSON.stringify([cat.idText]),
      client_context: newContext(),
      forwarded_from_thread_id: threadId,
      forwarded_from_thread_item_id: itemId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items[0].item).toMatchObject({ text: 'worth sharing', is_forwarded: true });
  });

  it('story reply and reaction', async () => {
    const post = await makePost(server.deps.db, server.deps.storage, ben.id, Date.now(), 'a story');
    const reply = await ann.client.post(`${DIRECT}/threads/broadcast/reel_share/`, {
      recipient_users: JSON.stringify([ben.idText]),
      client_context: newContext(),
      media_id: String(post.id),
      text: 'nice!',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().items[0].item).toMatchObject({
      item_type: 'reel_share',
      reel_share: { type: 'reply', reel_owner_id: ben.idText, text: 'nice!' },
    });
    const react = await ann.client.post(`${DIRECT}/threads/broadcast/reel_react/`, {
      recipient_users: JSON.stringify([ben.idText]),
      client_context: newContext(),
      media_id: String(post.id),
      reaction_emoji: '🔥',
    });
    expect(react.statusCode, react.body).toBe(200);
    expect(react.json().items[0].item.reel_share).toMatchObject({ type: 'reaction', reaction_emoji: '🔥' });
  });

  it('photo through the upload: members may fetch its files, nobody else', async () => {
    await uploadAll(ann.client, '424242', await jpeg(64, 48));
    const response = await ann.client.post(`${DIRECT}/threads/broadcast/configure_photo/`, {
      recipient_users: JSON.stringify([ben.idText]),
      client_context: 'photo-1',
      upload_id: '424242',
    });
    expect(response.statusCode, response.body).toBe(200);
    const media = response.json().items[0].item.media;
    expect(media.image_versions2.candidates.length).toBeGreaterThan(0);
    const url = media.image_versions2.candidates[0].url as string;
    expect((await ben.client.get(url)).statusCode).toBe(200);
    expect((await cat.client.get(url)).statusCode).toBe(404);
    expect((await new TestClient(server.app).get(url)).statusCode).toBe(404);
    // The retry answers the stored photo although the upload is consumed.
    const again = await ann.client.post(`${DIRECT}/threads/broadcast/configure_photo/`, {
      recipient_users: JSON.stringify([ben.idText]),
      client_context: 'photo-1',
      upload_id: '424242',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().items[0].item.item_id).toBe(response.json().items[0].item.item_id);
  });
});

describe('limits', () => {
  // 121 sends: on PostgreSQL on a loaded machine this takes longer than the default 30 s.
  it('rate-limits sends per account with 429', { timeout: 120_000 }, async () => {
    const fast = await person(server, 'fast');
    let refused = 0;
    for (let i = 0; i < 125 && refused === 0; i += 1) {
      const response = await sendText(fast, { users: [ann.idText] }, `n${i}`);
      if (response.statusCode === 429) refused = i;
    }
    expect(refused).toBe(120);
    // Starting threads counts too.
    const create = await fast.client.post(`${DIRECT}/create_group_thread/`, {
      recipient_users: JSON.stringify([cat.idText]),
    });
    expect(create.statusCode).toBe(429);
  });
});

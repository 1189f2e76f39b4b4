import { makeBlock, makeFollow, makePost, makeUser } from './fixtures.js';
import type { TestServer } from './test-app.js';
import { TestClient } from './test-client.js';

/** Posts and people for authorization tables: who may act on which post. */
export interface AccessWorld {
  posts: { public: number; private: number };
  /** The ids of the world's people by username. */
  users: Record<Exclude<AccessViewer, null> | 'author', number>;
  /** Logs in as one of the world's people (null: a logged-out visitor). */
  as(username: AccessViewer): Promise<TestClient>;
}

/** The viewers of the authorization tables. */
export type AccessViewer = null | 'owner' | 'follower' | 'stranger' | 'blockedbyowner' | 'blocksowner';

/**
 * A private owner with one private post, a public author with one public post, an approved
 * follower of the private owner, a stranger, one account the owners block and one that blocks
 * them (both following the owners, so only the block stands in the way).
 */
export async function buildAccessWorld(server: TestServer): Promise<AccessWorld> {
  const { db, storage } = server.deps;
  const owner = await makeUser(db, 'owner', { isPrivate: true });
  const author = await makeUser(db, 'author');
  const follower = await makeUser(db, 'follower');
  const stranger = await makeUser(db, 'stranger');
  const blockedByOwner = await makeUser(db, 'blockedbyowner');
  const blocksOwner = await makeUser(db, 'blocksowner');
  await makeFollow(db, follower.id, owner.id);
  for (const user of [blockedByOwner, blocksOwner]) {
    await makeFollow(db, user.id, owner.id);
    await makeFollow(db, user.id, author.id);
  }
  await makeBlock(db, owner.id, blockedByOwner.id);
  await makeBlock(db, author.id, blockedByOwner.id);
  await makeBlock(db, blocksOwner.id, owner.id);
  await makeBlock(db, blocksOwner.id, author.id);
  const privatePost = await makePost(db, storage, owner.id, Date.now() - 60_000, 'private post');
  const publicPost = await makePost(db, storage, author.id, Date.now() - 60_000, 'public post');
  const clients = new Map<string, TestClient>();
  return {
    posts: { public: publicPost.id, private: privatePost.id },
    users: {
      owner: owner.id,
      author: author.id,
      follower: follower.id,
      stranger: stranger.id,
      blockedbyowner: blockedByOwner.id,
      blocksowner: blocksOwner.id,
    },
    async as(username) {
      const key = username ?? '';
      const known = clients.get(key);
      if (known) return known;
      const client = new TestClient(server.app);
      if (username) await client.login(username, 'password1');
      clients.set(key, client);
      return client;
    },
  };
}

/**
 * The table every engagement call follows: [label, viewer, post, allowed]. A post the viewer may
 * not see answers 404, as if it did not exist; a logged-out visitor gets 401 for mutations.
 */
export const ACCESS_TABLE: Array<[string, AccessViewer, 'public' | 'private', boolean]> = [
  ['a stranger, public post', 'stranger', 'public', true],
  ['a stranger, private post', 'stranger', 'private', false],
  ['an approved follower, private post', 'follower', 'private', true],
  ['the owner, own private post', 'owner', 'private', true],
  ['someone the author blocked, public post', 'blockedbyowner', 'public', false],
  ['someone the owner blocked, private post', 'blockedbyowner', 'private', false],
  ['someone who blocked the author, public post', 'blocksowner', 'public', false],
  ['someone who blocked the owner, private post', 'blocksowner', 'private', false],
];

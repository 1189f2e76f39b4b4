import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS, TRENDING_CHAIN_SIZE, type Media } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeAd, makeBlock, makeMute, makePost, makeUser, setLikeCount } from '../../test-support/fixtures.js';

let server: TestServer;
let me: TestClient;
let current: string;

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const viewer = await makeUser(db, 'me');
  const a = await makeUser(db, 'alpha');
  const b = await makeUser(db, 'beta');
  const secret = await makeUser(db, 'secret', { isPrivate: true });
  const muted = await makeUser(db, 'muted');
  const blocked = await makeUser(db, 'blocked');
  await makeMute(db, viewer.id, muted.id);
  await makeBlock(db, blocked.id, viewer.id);
  const now = Date.now();
  const likes = async (owner: number, caption: string, n: number) =>
    setLikeCount(db, (await makePost(db, storage, owner, now - n * 1000, caption)).id, n);
  const top = await makePost(db, storage, a.id, now, 'current');
  await setLikeCount(db, top.id, 1000);
  current = top.code;
  for (let i = 1; i <= 8; i += 1) await likes(i % 2 ? a.id : b.id, `liked ${i * 10}`, i * 10);
  await likes(secret.id, 'secret', 500);
  await likes(muted.id, 'muted', 600);
  await likes(blocked.id, 'blocked', 700);
  const ad = await makePost(db, storage, b.id, now, 'an ad');
  await setLikeCount(db, ad.id, 800);
  await makeAd(db, ad.id);
  me = new TestClient(server.app);
  await me.login('me', 'password1');
});
afterAll(() => server.close());

const chain = async (client: TestClient, variables: Record<string, unknown>) =>
  ((await client.graphql(DOC_IDS.PostChain, variables)).json().data.post_chain.items as Media[]).map(
    (m) => m.caption?.text,
  );

describe('trending post chain', () => {
  it(`gives the ${TRENDING_CHAIN_SIZE} most liked recent public posts, never the current one, blocked or muted authors, or ads`, async () => {
    expect(await chain(me, { shortcode: current, first: TRENDING_CHAIN_SIZE, country: 'CN', language: 'zh' })).toEqual([
      'liked 80',
      'liked 70',
      'liked 60',
      'liked 50',
      'liked 40',
    ]);
  });

  it('works logged out (without viewer-specific exclusions) and answers nothing for an unknown post', async () => {
    const visitor = new TestClient(server.app);
    const items = await chain(visitor, { shortcode: current });
    expect(items).toEqual(['blocked', 'muted', 'liked 80', 'liked 70', 'liked 60']);
    expect(await chain(visitor, { shortcode: 'nope' })).toEqual([]);
  });

  it('puts posts in the requested language first, most liked first among them', async () => {
    const { db, storage } = server.deps;
    const author = await makeUser(db, 'wenzi');
    const now = Date.now();
    for (const [caption, n] of [
      ['城市夜景', 3],
      ['秋天的咖啡', 5],
    ] as const)
      await setLikeCount(db, (await makePost(db, storage, author.id, now - n * 1000, caption)).id, n);
    expect(await chain(me, { shortcode: current, first: 4, language: 'zh-CN' })).toEqual([
      '秋天的咖啡',
      '城市夜景',
      'liked 80',
      'liked 70',
    ]);
    expect(await chain(me, { shortcode: current, first: 2, language: 'en' })).toEqual(['liked 80', 'liked 70']);
  });
});

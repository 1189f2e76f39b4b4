import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnReportListSchema, ReportAnswerSchema } from 'shared-contracts/schemas';
import { REPORT_TEXT_MAX_LENGTH } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeComment, makePost, makeUser } from '../../test-support/fixtures.js';
import { REPORTS_PER_HOUR } from '../../domain/moderation/reports.js';

// Reporting (docs/behaviour/moderation.md#reporting): what the reporter can see, once per item,
// rate-limited, and what became of it.

const REPORT = '/api/v1/reports/';
let server: TestServer;
const ids = { ann: 0, pia: 0, bob: 0, foe: 0, annPost: 0, piaPost: 0, foePost: 0, comment: 0 };

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.deps;
  ids.ann = (await makeUser(db, 'ann')).id;
  ids.pia = (await makeUser(db, 'pia', { isPrivate: true })).id;
  ids.bob = (await makeUser(db, 'bob')).id;
  ids.foe = (await makeUser(db, 'foe')).id;
  await makeUser(db, 'kit');
  ids.annPost = (await makePost(db, server.deps.storage, ids.ann, Date.now(), 'ann says hi')).id;
  ids.piaPost = (await makePost(db, server.deps.storage, ids.pia, Date.now(), 'private words')).id;
  ids.foePost = (await makePost(db, server.deps.storage, ids.foe, Date.now(), 'foe words')).id;
  ids.comment = (await makeComment(db, ids.annPost, ids.foe, 'a rude comment')).id;
  await makeBlock(db, ids.foe, ids.bob);
});
afterAll(() => server?.close());

async function as(username: string): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.login(username, 'password1');
  return client;
}

const report = (client: TestClient, kind: string, id: number | string, reason = 'spam', text?: string) =>
  client.post(REPORT, { kind, target_id: String(id), reason, ...(text === undefined ? {} : { text }) });

describe('reporting', () => {
  it('reports a post once: a second report answers the first, and the reporter sees it open', async () => {
    const bob = await as('bob');
    const first = await report(bob, 'post', ids.annPost, 'spam', 'selling things');
    expect(first.statusCode, first.body).toBe(200);
    const made = ReportAnswerSchema.parse(first.json());
    expect(made).toMatchObject({ already_reported: false, report: { kind: 'post', reason: 'spam', status: 'open' } });
    const again = ReportAnswerSchema.parse((await report(bob, 'post', ids.annPost, 'hate')).json());
    expect(again.already_reported).toBe(true);
    expect(again.report).toEqual(made.report);
    const mine = OwnReportListSchema.parse((await bob.get('/api/v1/reports/mine/')).json());
    expect(mine.reports).toEqual([made.report]);
    const count = await server.deps.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('answers what one cannot see exactly as what does not exist: a private post, across a block', async () => {
    const bob = await as('bob');
    const missing = await report(bob, 'post', 999999);
    expect(missing.statusCode).toBe(404);
    for (const [kind, id] of [
      ['post', ids.piaPost],
      ['post', ids.foePost],
      ['account', ids.foe],
      ['comment', ids.comment],
    ] as const) {
      const answer = await report(bob, kind, id);
      expect(answer.statusCode, `${kind} ${id}`).toBe(404);
      expect(answer.json().error_id).toBe('not_found');
    }
    expect((await report(bob, 'post', ids.piaPost)).json().message).toBe(missing.json().message);
    // Nothing was stored for them.
    const rows = await server.deps.db
      .selectFrom('reports')
      .select('target_id')
      .where('reporter_id', '=', ids.bob)
      .execute();
    expect(rows.map((r) => Number(r.target_id))).not.toContain(ids.piaPost);
  });

  it('reports a comment and an account one can see; not one’s own', async () => {
    const kit = await as('kit');
    expect((await report(kit, 'comment', ids.comment, 'harassment')).statusCode).toBe(200);
    expect((await report(kit, 'account', ids.pia, 'other', 'pretends to be me')).statusCode).toBe(200);
    const own = await report(await as('ann'), 'post', ids.annPost);
    expect(own.statusCode).toBe(400);
  });

  it('refuses a reason it does not know and text over the cap; needs a session', async () => {
    const kit = await as('kit');
    expect((await report(kit, 'post', ids.annPost, 'boring')).json().error_id).toBe('validation_failed');
    const long = await report(kit, 'post', ids.annPost, 'other', 'x'.repeat(REPORT_TEXT_MAX_LENGTH + 1));
    expect(long.json().error_id).toBe('validation_failed');
    expect((await report(new TestClient(server.app), 'post', ids.annPost)).statusCode).toBe(401);
  });

  it(`refuses more than ${REPORTS_PER_HOUR} reports an hour from one account`, async () => {
    await makeUser(server.deps.db, 'busy');
    const busy = await as('busy');
    for (let i = 0; i < REPORTS_PER_HOUR; i++) expect((await report(busy, 'post', 900000 + i)).statusCode).toBe(404);
    const refused = await report(busy, 'post', ids.annPost);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_id).toBe('rate_limited');
  });
});

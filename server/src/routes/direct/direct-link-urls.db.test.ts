import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeFollow } from '../../test-support/fixtures.js';
import { DIRECT, newContext, person, readThread, type Person } from '../../test-support/direct-kit.js';

// A link message stores only an http(s) link (docs/behaviour/direct.md#kinds-of-message): no
// `javascript:`, `data:` or `vbscript:` URL, however it is spelled, ever reaches a reader.
let server: TestServer;
let ann: Person;
let ben: Person;
beforeAll(async () => {
  server = await createTestServer();
  [ann, ben] = [await person(server, 'linkann'), await person(server, 'linkben')];
  await makeFollow(server.deps.db, ben.id, ann.id);
  await makeFollow(server.deps.db, ann.id, ben.id);
});
afterAll(() => server.close());

const HTTP_LINK = /^https?:\/\//;

function sendLink(linkText: string, linkUrls?: unknown[]) {
  return ann.client.post(`${DIRECT}/threads/broadcast/link/`, {
    recipient_users: JSON.stringify([ben.idText]),
    link_text: linkText,
    ...(linkUrls ? { link_urls: JSON.stringify(linkUrls) } : {}),
    client_context: newContext(),
  });
}

/** Every link stored in the database so far. */
async function storedLinks(): Promise<string[]> {
  const rows = await server.deps.db
    .selectFrom('direct_items')
    .select('payload')
    .where('item_type', '=', 'link')
    .execute();
  return rows.map((row) => (JSON.parse(row.payload ?? '{}') as { link: { url: string } }).link.url);
}

/** `link_urls` first entries that name no http(s) URL, though each holds `https://` somewhere. */
const CRAFTED = [
  'javascript:alert(1)//https://x.example',
  'JavaScript:alert(1)//http://x.example',
  'JAVASCRIPT:alert(1)//https://x.example',
  ' javascript:alert(1)//https://x.example',
  '\tjavascript:alert(1)//https://x.example',
  '\u0000javascript:alert(1)//https://x.example',
  'java\nscript:alert(1)//https://x.example',
  'java\tscript:alert(1)//https://x.example',
  'data:text/html,<script>alert(1)</script>https://x.example',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==#https://x.example',
  'vbscript:msgbox(1)//https://x.example',
  'VBScript:msgbox(1)//https://x.example',
  'file:///etc/passwd#https://x.example',
  'x-https://x.example',
  'https//x.example',
];

describe('link_urls', () => {
  it.each(CRAFTED)('refuses %j on link_text, storing nothing', async (crafted) => {
    const before = await storedLinks();
    const response = await sendLink('look at this', [crafted]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error_id: 'validation_failed', fields: { link_text: expect.any(String) } });
    expect(await storedLinks()).toEqual(before);
  });

  it('keeps an http(s) entry, as the URL parser writes it', async () => {
    for (const [given, stored] of [
      ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
      ['  HTTP://Example.com', 'http://example.com/'],
    ] as const) {
      const response = await sendLink('look at this', [given]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().items[0].item.link.link_context.link_url).toBe(stored);
    }
  });

  it('is refused when it is no JSON list of strings and the text has no link', async () => {
    for (const linkUrls of [[42], [], [['https://x.example']]]) {
      expect((await sendLink('no link here', linkUrls)).statusCode).toBe(400);
    }
  });
});

describe('the text', () => {
  it('whose only http URL is inside a javascript: URL is refused or stores just that http(s) URL', async () => {
    for (const text of [
      'javascript:alert(1)//https://x.example',
      'JAVASCRIPT:alert(1)//http://x.example',
      'data:text/html,<b>https://x.example</b>',
    ]) {
      const response = await sendLink(text, ['javascript:alert(2)//https://y.example']);
      if (response.statusCode === 400) continue;
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().items[0].item.link.link_context.link_url).toMatch(HTTP_LINK);
    }
  });

  it('with no link at all is refused, whatever link_urls holds', async () => {
    const response = await sendLink('javascript:alert(1)', ['javascript:alert(1)//https://x.example']);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.link_text).toBeDefined();
  });
});

describe('what is kept', () => {
  it('every stored and answered link starts with http:// or https://', async () => {
    const links = await storedLinks();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(HTTP_LINK);
    const ownThread = await server.deps.db
      .selectFrom('direct_items')
      .select('thread_id')
      .where('item_type', '=', 'link')
      .executeTakeFirstOrThrow();
    const read = await readThread(ben, String(ownThread.thread_id));
    expect(read.statusCode, read.body).toBe(200);
    const answered = (
      read.json().thread.items as Array<{ item_type: string; link?: { link_context: { link_url: string } } }>
    )
      .filter((item) => item.item_type === 'link')
      .map((item) => item.link!.link_context.link_url);
    expect(answered.length).toBeGreaterThan(0);
    for (const link of answered) expect(link).toMatch(HTTP_LINK);
  });
});

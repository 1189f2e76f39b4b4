import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_REPORT_MAX_LENGTH } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeUser } from '../../test-support/fixtures.js';
import { PROBLEM_REPORTS_PER_HOUR } from '../../domain/preferences/problem-reports.js';

// The shell's own account calls (docs/behaviour/shell-chrome.md): appearance and language saved
// per account and written into the page before it paints, and "Report a problem".

let server: TestServer;
let me: TestClient;
let other: TestClient;
let meId: number;

/** The runtime config the page carries, parsed out of its inline script. */
function pageConfig(html: string): Record<string, unknown> {
  const match = /window\.__LUMEN_CONFIG__=(\{.*?\});/.exec(html);
  if (!match?.[1]) throw new Error('no runtime config in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

beforeAll(async () => {
  const frontendRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-frontend-'));
  fs.mkdirSync(path.join(frontendRoot, 'shell', 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(frontendRoot, 'shell', 'dist', 'index.html'),
    '<html><head><!--lumen-runtime-config--></head></html>',
  );
  server = await createTestServer({ SERVE_FRONTEND: 'true', FRONTEND_ROOT: frontendRoot });
  meId = (await makeUser(server.deps.db, 'me')).id;
  await makeUser(server.deps.db, 'other');
  me = new TestClient(server.app);
  await me.login('me', 'password1');
  other = new TestClient(server.app);
  await other.login('other', 'password1');
});
afterAll(() => server.close());

describe('appearance and language', () => {
  it('need a session', async () => {
    const visitor = new TestClient(server.app);
    expect((await visitor.get('/api/v1/accounts/preferences/')).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/accounts/set_appearance/', { appearance: 'dark' })).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/accounts/set_language/', { locale: 'en' })).statusCode).toBe(401);
  });

  it('start automatic with no language, and are saved per account', async () => {
    expect((await me.get('/api/v1/accounts/preferences/')).json()).toMatchObject({ appearance: 'auto', locale: null });
    const saved = await me.post('/api/v1/accounts/set_appearance/', { appearance: 'dark' });
    expect(saved.json()).toMatchObject({ appearance: 'dark', locale: null });
    await me.post('/api/v1/accounts/set_language/', { locale: 'en' });
    expect((await me.get('/api/v1/accounts/preferences/')).json()).toMatchObject({ appearance: 'dark', locale: 'en' });
    // Another account keeps its own.
    expect((await other.get('/api/v1/accounts/preferences/')).json()).toMatchObject({
      appearance: 'auto',
      locale: null,
    });
  });

  it('refuse values that are not choices, changing nothing', async () => {
    const bad = await me.post('/api/v1/accounts/set_appearance/', { appearance: 'purple' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_id).toBe('validation_failed');
    expect((await me.post('/api/v1/accounts/set_language/', { locale: 'fr' })).json().error_id).toBe(
      'validation_failed',
    );
    expect((await me.get('/api/v1/accounts/preferences/')).json()).toMatchObject({ appearance: 'dark', locale: 'en' });
  });

  it('are written into the page for the account, and not for a visitor', async () => {
    await me.post('/api/v1/accounts/set_appearance/', { appearance: 'light' });
    const page = await me.get('/');
    expect(page.statusCode).toBe(200);
    expect(pageConfig(page.body)).toMatchObject({ appearance: 'light', locale: 'en' });
    // The script that applies them runs inside the page's one nonce-carrying script.
    expect(page.body).toContain('setAttribute("data-theme",a)');
    const visitorPage = await new TestClient(server.app).get('/');
    expect(pageConfig(visitorPage.body)).not.toHaveProperty('appearance');
    expect(pageConfig(visitorPage.body)).not.toHaveProperty('locale');
  });
});

describe('report a problem', () => {
  it('needs a session', async () => {
    const response = await new TestClient(server.app).post('/api/v1/web/report_problem/', { text: 'broken' });
    expect(response.statusCode).toBe(401);
  });

  it('stores the text with the page, refuses empty or too long text, then limits the account', async () => {
    const empty = await me.post('/api/v1/web/report_problem/', { text: '   ', page_path: '/' });
    expect(empty.json().error_id).toBe('validation_failed');
    const long = await me.post('/api/v1/web/report_problem/', {
      text: 'x'.repeat(PROBLEM_REPORT_MAX_LENGTH + 1),
      page_path: '/',
    });
    expect(long.json().error_id).toBe('validation_failed');
    const notAPath = await me.post('/api/v1/web/report_problem/', { text: 'x', page_path: 'https://evil.example/' });
    expect(notAPath.json().error_id).toBe('validation_failed');

    for (let i = 0; i < PROBLEM_REPORTS_PER_HOUR; i += 1) {
      const ok = await me.post('/api/v1/web/report_problem/', { text: `The feed is empty ${i}`, page_path: '/' });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await me.post('/api/v1/web/report_problem/', { text: 'once more', page_path: '/' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_id).toBe('rate_limited');
    // Another account has its own count.
    expect((await other.post('/api/v1/web/report_problem/', { text: 'hi', page_path: '/x/' })).statusCode).toBe(200);

    const rows = await server.deps.db
      .selectFrom('problem_reports')
      .select(['text', 'page_path'])
      .where('user_id', '=', meId)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(PROBLEM_REPORTS_PER_HOUR);
    expect(rows[0]).toEqual({ text: 'The feed is empty 0', page_path: '/' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentInteraction } from '../../test-support/consent-fixtures.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('cookie consent', () => {
  it('is required until a choice is posted, then remembered for the browser', async () => {
    const client = new TestClient(server.app);
    expect((await client.get('/api/v1/web/data/shared_data/')).json().config.cookie_consent_required).toBe(true);
    const saved = await client.post('/cookie/consent/', {
      accept_only_essential: 'false',
      consent_to_everything: 'false',
      opted_in_controls: JSON.stringify(['analytics']),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().consent).toMatchObject({ accept_only_essential: false, opted_in_controls: ['analytics'] });
    expect((await client.get('/api/v1/web/data/shared_data/')).json().config.cookie_consent_required).toBe(false);
    expect((await client.get('/cookie/consent/')).json().consent.opted_in_controls).toEqual(['analytics']);
    expect((await new TestClient(server.app).get('/cookie/consent/')).json().consent).toBeNull();
  });

  it('maps "allow all" and "only essential" to every or no control, and updates a choice', async () => {
    const client = new TestClient(server.app);
    await client.post('/cookie/consent/', {
      accept_only_essential: 'false',
      consent_to_everything: 'true',
      opted_in_controls: '[]',
    });
    expect((await client.get('/cookie/consent/')).json().consent.opted_in_controls).toEqual([
      'analytics',
      'advertising',
      'other_companies',
    ]);
    await client.post('/cookie/consent/', {
      accept_only_essential: 'true',
      consent_to_everything: 'false',
      opted_in_controls: '["advertising"]',
    });
    expect((await client.get('/cookie/consent/')).json().consent.opted_in_controls).toEqual([]);
  });

  it('refuses unknown controls with a validation error and stores nothing', async () => {
    const client = new TestClient(server.app);
    const response = await client.post('/cookie/consent/', {
      accept_only_essential: 'false',
      consent_to_everything: 'false',
      opted_in_controls: '["tracking"]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_id).toBe('validation_failed');
    expect((await client.get('/cookie/consent/')).json().consent).toBeNull();
  });

  it('logs the interaction record of each choice, and refuses a malformed one storing nothing', async () => {
    const client = new TestClient(server.app);
    const record = consentInteraction({
      consent_to_everything: false,
      event: 'allow_selected',
      interactive_control: 'allow_selected',
      interactive_state: 'mixed',
      opt_in_categories: ['essential', 'analytics'],
      opt_in_controls: ['analytics'],
    });
    const form = { accept_only_essential: 'false', consent_to_everything: 'false', opted_in_controls: '["analytics"]' };
    const bad = await client.post('/cookie/consent/', {
      ...form,
      interaction: JSON.stringify({ ...record, product: 'x' }),
    });
    expect(bad.statusCode).toBe(400);
    expect((await client.get('/cookie/consent/')).json().consent).toBeNull();
    const saved = await client.post('/cookie/consent/', { ...form, interaction: JSON.stringify(record) });
    expect(saved.statusCode).toBe(200);
    const rows = await server.deps.db.selectFrom('cookie_consent_log').selectAll().execute();
    expect(rows.map((row) => JSON.parse(row.record) as unknown)).toEqual([record]);
  });
});

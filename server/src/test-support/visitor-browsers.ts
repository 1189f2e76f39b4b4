import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { VisitorSurface } from 'shared-contracts';
import { TestClient } from './test-client.js';

let lastAddress = 0;

/**
 * A logged-out browser of its own, holding its CSRF cookie (what its impressions are counted
 * under, docs/behaviour/logged-out.md#impression-limits), from an address of its own so the
 * impressions' rate limit never interferes.
 */
export async function freshVisitorBrowser(app: FastifyInstance): Promise<TestClient> {
  lastAddress = (lastAddress % 250) + 1;
  const client = new TestClient(app, { remoteAddress: `192.0.2.${lastAddress}` });
  await client.get('/api/v1/web/data/shared_data/');
  return client;
}

/** Reports `times` impressions of a surface, as the shell does on each counted page. */
export async function reportImpressions(browser: TestClient, surface: VisitorSurface, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    expect((await browser.post('/api/v1/web/visitor/impressions/', { surface })).statusCode).toBe(200);
  }
}

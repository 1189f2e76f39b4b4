import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DOC_IDS } from 'shared-contracts';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import type { TestClient } from '../test-support/test-client.js';
import {
  buildPrivacyWorld,
  MATRIX_VIEWERS,
  type MatrixViewer,
  type PrivacyWorld,
} from '../test-support/privacy-world.js';
import { registeredRoutes } from '../test-support/registered-routes.js';
import {
  GRAPHQL_SAMPLES,
  PHASES,
  ROUTE_SAMPLES,
  type RouteSample,
  type SampleRequest,
} from '../test-support/route-samples.js';
import { readZip } from '../test-support/zip-reader.js';

// The authorization matrix (docs/architecture.md#authorization-matrix): every registered route and
// every persisted GraphQL document, as every kind of viewer, against one world where a private
// account has posts, files, comments, collections and a direct thread, and blocks stand both
// ways. No answer may carry a marker its viewer may not see. Routes come from the built app, so a
// new endpoint without an entry in route-samples.ts fails here until someone says how to call it.

let server: TestServer;
let world: PrivacyWorld;
/** Markers some viewer allowed to see them met: proof the world's private things are reachable. */
const seen = new Set<string>();

/** Every realtime event published to each viewer while the matrix runs, as text. */
const heard = new Map<MatrixViewer, string[]>();

beforeAll(async () => {
  server = await createTestServer();
  world = await buildPrivacyWorld(server);
  // Realtime events per viewer role: whatever the calls below make the server publish to someone
  // must carry nothing that person may not see.
  for (const viewer of MATRIX_VIEWERS) {
    if (viewer === null) continue;
    const userId = viewer === 'requester' ? world.ids.requester : world.users[viewer];
    const events: string[] = [];
    heard.set(viewer, events);
    server.deps.realtime.subscribe(userId, (event) => events.push(JSON.stringify(event)));
  }
});
afterAll(() => server?.close());

const viewerName = (viewer: MatrixViewer) => viewer ?? 'logged out';

async function send(client: TestClient, request: SampleRequest): Promise<LightMyRequestResponse> {
  if (request.method === 'GET') return client.get(request.url, request.headers);
  if (request.body) return client.post(request.url, request.body, { headers: request.headers });
  return client.post(request.url, request.form ?? {});
}

/**
 * Everything an answer carries as text: headers and body, each file of a ZIP archive, and for a
 * stored file that was served, its key (the file itself is what it leaks).
 */
function answerText(response: LightMyRequestResponse, request: SampleRequest): string {
  const parts = [JSON.stringify(response.headers)];
  if (request.url.startsWith('/media/') && response.statusCode === 200) parts.push(request.url.slice('/media/'.length));
  if (String(response.headers['content-type']).startsWith('application/zip') && response.statusCode === 200)
    for (const entry of readZip(response.rawPayload)) parts.push(entry.name, entry.data.toString('utf8'));
  else parts.push(response.rawPayload.toString('utf8'));
  return parts.join('\n');
}

/** Runs a route's samples as every viewer; answers the leaks and server failures found. */
async function runSamples(label: string, sample: RouteSample): Promise<string[]> {
  const problems: string[] = [];
  for (const viewer of MATRIX_VIEWERS) {
    const client = await world.client(viewer);
    await sample.settle?.(client);
    for (const request of sample.requests(world, viewer)) {
      const response = await send(client, request);
      const where = `${viewerName(viewer)}: ${request.method} ${request.url}`;
      if (response.statusCode >= 500) problems.push(`${where} answered ${response.statusCode} ${response.body}`);
      const text = answerText(response, request);
      for (const marker of world.markers) {
        if (!text.includes(marker.text)) continue;
        if (marker.visibleTo.has(viewer)) seen.add(marker.text);
        else problems.push(`${where} leaks: ${marker.what} (${label})`);
      }
    }
  }
  return problems;
}

describe('authorization matrix', () => {
  it('has sample requests for every registered route and persisted document, and no others', () => {
    const registered = registeredRoutes(server.app).map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((key) => !(key in ROUTE_SAMPLES));
    const stale = Object.keys(ROUTE_SAMPLES).filter((key) => !registered.includes(key));
    expect(missing, 'routes without an entry in test-support/route-samples.ts').toEqual([]);
    expect(stale, 'entries of test-support/route-samples.ts that name no route').toEqual([]);
    expect(Object.keys(GRAPHQL_SAMPLES).sort()).toEqual(Object.keys(DOC_IDS).sort());
  });

  for (const phase of PHASES) {
    describe(`${phase} calls`, () => {
      const entries: Array<[string, RouteSample]> = [
        ...Object.entries(ROUTE_SAMPLES),
        ...Object.entries(GRAPHQL_SAMPLES).map(([name, sample]): [string, RouteSample] => [`GraphQL ${name}`, sample]),
      ].filter(([, sample]) => sample.phase === phase);
      for (const [label, sample] of entries) {
        it(`${label} leaks nothing to any viewer`, async () => {
          expect(await runSamples(label, sample)).toEqual([]);
        });
      }
    });
  }

  it('published no realtime event carrying what its receiver may not see', () => {
    const leaks: string[] = [];
    for (const [viewer, events] of heard)
      for (const marker of world.markers)
        if (!marker.visibleTo.has(viewer) && events.some((event) => event.includes(marker.text)))
          leaks.push(`${viewerName(viewer)} heard: ${marker.what}`);
    expect([...heard.values()].flat().length, 'the calls published events at all').toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  });

  it('reached every marker as a viewer allowed to see it (the world really holds what it hides)', () => {
    // Markers nobody may see (the files of an unsent photo) are only ever proof of a leak.
    const unreached = world.markers.filter((m) => m.visibleTo.size > 0 && !seen.has(m.text)).map((m) => m.what);
    expect(unreached).toEqual([]);
  });
});

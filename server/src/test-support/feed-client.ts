import { expect } from 'vitest';
import { DOC_IDS, type FeedVariant } from 'shared-contracts';
import type { FeedConnectionOut, FeedNodeOut } from '../domain/feed/feed-presenter.js';
import type { TestClient } from './test-client.js';

/** Feed paging variables as the client sends them. */
export interface FeedVariables {
  variant: FeedVariant;
  first?: number;
  after?: string | null;
  last?: number;
  before?: string | null;
}

/** Runs the feed query and returns the connection; fails the test on any GraphQL error. */
export async function feedPage(
  client: TestClient,
  variables: FeedVariables,
  headers: Record<string, string> = {},
): Promise<FeedConnectionOut> {
  const response = await client.post(
    '/web/wwwgraphql/ig/query/',
    { doc_id: DOC_IDS.FeedTimeline, variables: JSON.stringify(variables) },
    { headers },
  );
  expect(response.statusCode).toBe(200);
  const body = response.json() as { data: { feed_timeline: FeedConnectionOut }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data.feed_timeline;
}

/** The error ids of a feed query that should fail. */
export async function feedErrors(client: TestClient, variables: FeedVariables): Promise<string[]> {
  const response = await client.graphql(DOC_IDS.FeedTimeline, { ...variables });
  const body = response.json() as { errors?: Array<{ extensions: { error_id: string } }> };
  return (body.errors ?? []).map((e) => e.extensions.error_id);
}

/** Pages forward through a whole feed; returns every node in order and the page count. */
export async function readWholeFeed(
  client: TestClient,
  variant: FeedVariant,
  pageSize: number,
): Promise<{ nodes: FeedNodeOut[]; cursors: string[]; pages: number }> {
  const nodes: FeedNodeOut[] = [];
  const cursors: string[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const page = await feedPage(client, { variant, first: pageSize, after });
    nodes.push(...page.edges.map((e) => e.node));
    cursors.push(...page.edges.map((e) => e.cursor));
    pages += 1;
    if (!page.page_info.has_next_page || pages > 100) break;
    after = page.page_info.end_cursor;
  }
  return { nodes, cursors, pages };
}

/**
 * A short label per node: the media's caption, 'ad:<title>', 'suggested', 'suggested:<caption>',
 * 'explore:<caption>', 'stories' or 'end'.
 */
export function labelOf(node: FeedNodeOut): string {
  if (node.kind === 'media') return node.media?.caption?.text ?? `#${node.media?.pk}`;
  if (node.kind === 'suggested_media') return `suggested:${node.media?.caption?.text ?? `#${node.media?.pk}`}`;
  if (node.kind === 'explore_story') return `explore:${node.media?.caption?.text ?? `#${node.media?.pk}`}`;
  if (node.kind === 'stories_netego') return 'stories';
  if (node.kind === 'ad') return `ad:${node.ad?.ad_title}`;
  if (node.kind === 'suggested_users') return 'suggested';
  return 'end';
}

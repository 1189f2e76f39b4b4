import { z } from 'zod';
import { VISITOR_SURFACES } from '../rules/visitor-limits.js';

/** Input of the web app's own calls: GraphQL, visitor impressions and the sister app's redirect. */

/** POST /web/wwwgraphql/ig/query/: a registered document's id and its variables as JSON (docs/calls.md#graphql). */
export const GraphQLFormSchema = z.object({
  doc_id: z.string().min(1).max(32),
  variables: z.string().max(20_000).default('{}'),
});

/** POST a visitor impression: what the logged-out browser saw (docs/calls.md#visitor-impressions). */
export const VisitorImpressionInputSchema = z.object({ surface: z.enum(VISITOR_SURFACES) });

/**
 * The sister app's redirect query (docs/routes.md#the-sister-app-redirect): the page to fall back
 * to; other parameters (utm_*) pass through.
 */
export const WebinstallQuerySchema = z.object({ fallback_url: z.string().max(2000).optional() }).passthrough();

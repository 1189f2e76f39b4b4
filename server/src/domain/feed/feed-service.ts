import type { Kysely } from 'kysely';
import type { FeedVariant } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { PresentOptions } from '../media/media-presenter.js';
import { loadViewerRelations } from '../../policy/viewer-relations.js';
import { loadChronologicalEntries } from './chronological-feed.js';
import type { FeedPageArgs } from './feed-entries.js';
import { presentFeedPage, type FeedConnectionOut } from './feed-presenter.js';
import { loadHomeEntries } from './home-feed.js';

/** A feed page request. */
export interface FeedRequest extends FeedPageArgs {
  variant: FeedVariant;
}

/** Loads and presents one page of a feed variant for a logged-in viewer. */
export async function loadFeedPage(
  db: Kysely<DB>,
  viewer: UserRow,
  request: FeedRequest,
  options: PresentOptions & { now?: number },
): Promise<FeedConnectionOut> {
  const now = options.now ?? Date.now();
  const relations = await loadViewerRelations(db, viewer.id);
  if (request.variant === 'home') {
    const page = await loadHomeEntries(db, viewer.id, relations, request, now);
    return presentFeedPage(db, page, viewer, relations, page.snapshot, { ...options, now });
  }
  const page = await loadChronologicalEntries(db, viewer.id, request.variant, request, now);
  return presentFeedPage(db, page, viewer, relations, null, options);
}

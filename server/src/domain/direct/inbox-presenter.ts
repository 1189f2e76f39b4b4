import type { Kysely } from 'kysely';
import type { Inbox } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentUserSummary } from '../users/user-presenter.js';
import { badgeCountFor } from './badge-count.js';
import { countPendingRequests, loadInboxMemberships, type InboxPageRequest } from './inbox-threads.js';
import { presentThreads } from './thread-presenter.js';

/** Professional accounts (account_type 2 or 3) have the Partnership folder. */
export const isProfessional = (user: Pick<UserRow, 'account_type'>) =>
  user.account_type === 2 || user.account_type === 3;

/**
 * A page of the viewer's inbox or message requests (docs/behaviour/direct.md#the-inbox), with
 * the badge count and the number of waiting requests.
 */
export async function loadInbox(
  db: Kysely<DB>,
  viewer: UserRow,
  page: InboxPageRequest,
  urls: MediaUrls,
  now: number = Date.now(),
): Promise<Inbox> {
  const memberships = await loadInboxMemberships(db, viewer.id, page);
  const shown = memberships.slice(0, page.limit);
  const [threads, unseen, pendingTotal] = await Promise.all([
    presentThreads(db, viewer, shown, urls, now),
    badgeCountFor(db, viewer.id, now),
    countPendingRequests(db, viewer.id),
  ]);
  const hasOlder = memberships.length > page.limit;
  const oldest = shown[shown.length - 1];
  return {
    inbox: {
      threads,
      has_older: hasOlder,
      oldest_cursor: hasOlder && oldest ? String(oldest.thread.last_activity_at) : null,
      unseen_count: unseen,
    },
    viewer: presentUserSummary(viewer, urls),
    pending_requests_total: pendingTotal,
    has_partnership_folder: isProfessional(viewer),
    status: 'ok',
  };
}

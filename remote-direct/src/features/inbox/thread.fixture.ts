import type { DirectItem, DirectThread, UserSummary } from 'shared-contracts';

/** The viewer every fixture thread belongs to. */
export const VIEWER_ID = '1';

const HOUR_US = 3600 * 1_000_000;

/** A user for fixtures. */
export function fixtureUser(pk: string, overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    pk,
    id: pk,
    username: `user${pk}`,
    full_name: `User ${pk}`,
    is_verified: false,
    is_private: false,
    profile_pic_url: `/media/avatars/${pk}.jpg`,
    ...overrides,
  };
}

/** A text item sent `hoursAgo` hours ago (timestamps in microseconds, as the API sends them). */
export function fixtureItem(userId: string, text: string, hoursAgo: number): DirectItem {
  return {
    item_id: `item-${userId}-${hoursAgo}`,
    user_id: userId,
    timestamp: Date.now() * 1000 - hoursAgo * HOUR_US,
    item_type: 'text',
    text,
  };
}

/**
 * A one-to-one thread whose last message came from `lastSenderId` `hoursAgo` hours ago; the
 * viewer last looked `seenHoursAgo` hours ago (null: never).
 */
export function fixtureThread({
  id = 't1',
  lastSenderId = '2',
  text = 'See you tomorrow',
  hoursAgo = 3,
  seenHoursAgo = null,
  users = [fixtureUser('2')],
  isGroup = false,
  title = 'User 2',
}: {
  id?: string;
  lastSenderId?: string;
  text?: string;
  hoursAgo?: number;
  seenHoursAgo?: number | null;
  users?: UserSummary[];
  isGroup?: boolean;
  title?: string;
} = {}): DirectThread {
  const item = fixtureItem(lastSenderId, text, hoursAgo);
  return {
    thread_id: id,
    thread_title: title,
    users,
    is_group: isGroup,
    pending: false,
    folder: 0,
    viewer_id: VIEWER_ID,
    admin_user_ids: [],
    last_activity_at: item.timestamp,
    last_seen_at:
      seenHoursAgo === null
        ? {}
        : { [VIEWER_ID]: { timestamp: Date.now() * 1000 - seenHoursAgo * HOUR_US, item_id: '' } },
    last_permanent_item: item,
    items: [item],
  };
}

import type { UserSummary } from 'shared-contracts';
import type { UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';

/**
 * The URL of a user's avatar at a width, or of the default avatar: public files, even on a private
 * account (policy/media-files.ts), so under the public base URL when one is set.
 */
export function avatarUrl(user: Pick<UserRow, 'avatar_key'>, urls: MediaUrls, width: 150 | 320 = 150): string {
  const open = urls.public;
  return user.avatar_key ? open.url(`${user.avatar_key}/${width}.webp`) : open.url('default/avatar.svg');
}

/** The columns a user summary needs: pages that embed many users select only these. */
export const USER_SUMMARY_COLUMNS = ['id', 'username', 'full_name', 'is_verified', 'is_private', 'avatar_key'] as const;
/** A user row with just the summary columns. */
export type UserSummaryRow = Pick<UserRow, (typeof USER_SUMMARY_COLUMNS)[number]>;

/** A user as embedded in other answers. */
export function presentUserSummary(user: UserSummaryRow, urls: MediaUrls): UserSummary {
  return {
    pk: String(user.id),
    id: String(user.id),
    username: user.username,
    full_name: user.full_name,
    is_verified: user.is_verified === 1,
    is_private: user.is_private === 1,
    profile_pic_url: avatarUrl(user, urls),
  };
}

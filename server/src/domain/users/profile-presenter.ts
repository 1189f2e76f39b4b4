import type { Kysely } from 'kysely';
import { z } from 'zod';
import { statusAfterBlock, type Profile } from 'shared-contracts';
import { ProfileLinkSchema } from 'shared-contracts/schemas';
import type { DB, UserRow } from '../../db/schema.js';
import { parseStoredJson } from '../../db/stored-json.js';
import type { MediaUrls } from '../media-urls.js';
import { avatarUrl, presentUserSummary } from './user-presenter.js';
import { loadFriendshipStatus } from './friendships.js';
import { loadMuteOptions, type MuteOptions } from './friendship-statuses.js';
import { loadSupervisionInfo, type SupervisionInfo } from './supervision.js';
import { canViewContentOf } from '../../policy/accounts.js';
import { mediaCountedFor } from '../../policy/post-readiness.js';

/** web_profile_info's user: the shared Profile plus the relationship fields (docs/entities.md#profile). */
export type ProfileWithRelations = Profile & {
  supervision_info: SupervisionInfo;
  /** The viewer's mute options for this user; null when logged out or on one's own profile. */
  mute_options: MuteOptions | null;
  /** Whether the viewer may see posts, tabs and follow lists (docs/behaviour/relationships.md#profile-visibility). */
  can_view_content: boolean;
  /** Requests waiting for the owner's answer; only on one's own profile. */
  pending_follow_request_count: number | null;
};

const StoredBioLinksSchema = z.array(ProfileLinkSchema);

/** Reads a count query's single number (PostgreSQL answers bigint counts as text). */
async function numberOf(query: Promise<{ n: number | string | bigint }>): Promise<number> {
  return Number((await query).n);
}

/**
 * Followers, following, posts and (own profile) pending requests of a user. Posts are those the
 * viewer's grid would show them, less failed videos: a video still processing counts on its
 * author's own profile only (docs/behaviour/media.md#video-processing).
 */
function loadCounts(db: Kysely<DB>, userId: number, withPending: boolean, viewerId: number | null) {
  return Promise.all([
    numberOf(
      db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('followee_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ),
    numberOf(
      db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('follower_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ),
    numberOf(
      db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', userId)
        .where(mediaCountedFor(viewerId))
        .executeTakeFirstOrThrow(),
    ),
    withPending
      ? numberOf(
          db
            .selectFrom('follow_requests')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('target_id', '=', userId)
            .executeTakeFirstOrThrow(),
        )
      : Promise.resolve(null),
  ]);
}

/** A profile as the viewer sees it: header data, counts and the viewer's relationships with it. */
export async function presentProfile(
  db: Kysely<DB>,
  viewer: UserRow | null,
  user: UserRow,
  urls: MediaUrls,
): Promise<ProfileWithRelations> {
  const other = viewer && viewer.id !== user.id ? viewer : null;
  const isViewer = viewer?.id === user.id;
  const [[followers, following, posts, pending], friendshipStatus, muteOptions, supervision, canView] =
    await Promise.all([
      loadCounts(db, user.id, isViewer, viewer?.id ?? null),
      other ? loadFriendshipStatus(db, other.id, user.id) : Promise.resolve(null),
      other ? loadMuteOptions(db, other.id, user.id) : Promise.resolve(null),
      other
        ? loadSupervisionInfo(db, other.id, user.id)
        : Promise.resolve({ is_guardian_of_viewer: false, is_supervised_by_viewer: false }),
      canViewContentOf(db, viewer, user),
    ]);
  const profile: Profile = {
    ...presentUserSummary(user, urls),
    biography: user.biography,
    bio_links: parseStoredJson(StoredBioLinksSchema, user.bio_links, 'users.bio_links'),
    hd_profile_pic_url_info: { url: avatarUrl(user, urls, 320) },
    account_type: user.account_type,
    category: user.account_type === 2 || user.account_type === 3 ? user.category : null,
    follower_count: followers,
    following_count: following,
    media_count: posts,
    friendship_status: friendshipStatus,
    is_viewer: isViewer,
    show_text_post_app_badge: false,
    text_post_app_badge_label: null,
  };
  return {
    ...profile,
    supervision_info: supervision,
    mute_options: muteOptions,
    can_view_content: canView,
    pending_follow_request_count: pending,
  };
}

/**
 * The header a viewer gets of an account they block: what a logged-out visitor sees of it, with
 * the block in the friendship status and no content, so the profile offers Unblock. A follow
 * that predates the block is not shown (a block ends follows both ways).
 */
export async function presentBlockedProfile(
  db: Kysely<DB>,
  viewer: UserRow,
  user: UserRow,
  urls: MediaUrls,
): Promise<ProfileWithRelations> {
  const [profile, status] = await Promise.all([
    presentProfile(db, null, user, urls),
    loadFriendshipStatus(db, viewer.id, user.id),
  ]);
  return { ...profile, friendship_status: statusAfterBlock(status), can_view_content: false };
}

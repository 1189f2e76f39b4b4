import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { MediaEditFormSchema } from 'shared-contracts/schemas';
import type { DB, MediaRow, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { loadOwnMedia } from '../../policy/posts.js';
import type { SharedWindowLimiter } from '../limits/shared-window-limiter.js';
import { extractHashtags } from './caption.js';
import { toCreateFailure } from './create-error.js';
import { findPlace, parseLocationRef, parseUsertags } from './create-input.js';
import { syncPostActivity } from '../activity/post-activity.js';
import type { ActivityNotices } from '../activity/activity-notices.js';
import { COAUTHOR_FIELD, parseCoauthorIds, setCoauthors } from './coauthors.js';
import { insertHashtags, insertUsertags, type NewUsertag, type PostPlace } from './publish.js';

/** The edit call's input, as its schema gives it. */
export type MediaEditInput = z.infer<typeof MediaEditFormSchema>;

/** Edits one account saves a minute: plenty for fixing a caption, little for a script. */
export const POST_EDITS_PER_MINUTE = 30;

/** What the edit changes, checked before anything is written (absent: left as it is). */
interface CheckedEdit {
  caption?: string;
  accessibilityCaption?: string | null;
  /** null removes the place. */
  place?: PostPlace | null;
  usertags?: NewUsertag[];
  /** The collaborators as they should be, invited or accepted. */
  coauthorIds?: number[];
  children: Array<{ id: number; accessibilityCaption?: string | null; usertags?: NewUsertag[] }>;
}

const altText = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);

/** Reads the tags, the place and the items of an edit; a bad one is a validation failure naming it. */
async function checkEdit(db: Kysely<DB>, media: MediaRow, input: MediaEditInput): Promise<CheckedEdit> {
  const edit: CheckedEdit = {
    caption: input.caption_text,
    accessibilityCaption: altText(input.custom_accessibility_caption),
    children: [],
  };
  if (input.usertags !== undefined) {
    const tags = parseUsertags(input.usertags);
    if (!tags.ok) throw fail.validation({ usertags: tags.error });
    edit.usertags = tags.value;
  }
  const coauthors = parseCoauthorIds(input.invite_coauthor_user_ids_string);
  if (!coauthors.ok) throw fail.validation({ [COAUTHOR_FIELD]: coauthors.error });
  edit.coauthorIds = coauthors.value;
  if (input.location !== undefined) {
    const location = parseLocationRef(input.location);
    if (!location.ok) throw fail.validation({ location: location.error });
    edit.place = location.value ? await findPlace(db, location.value.placeId) : null;
    if (location.value && !edit.place) throw fail.validation({ location: 'Unknown location.' });
  }
  if (input.children_metadata?.length) {
    const own = new Set(
      (await db.selectFrom('media_children').select('id').where('media_id', '=', media.id).execute()).map((r) => r.id),
    );
    for (const [index, child] of input.children_metadata.entries()) {
      const id = Number(child.pk);
      if (!own.has(id)) throw fail.validation({ [`children_metadata.${index}.pk`]: 'Not an item of this post.' });
      const entry: CheckedEdit['children'][number] = { id };
      if (child.custom_accessibility_caption !== undefined)
        entry.accessibilityCaption = altText(child.custom_accessibility_caption);
      if (child.usertags !== undefined) {
        const tags = parseUsertags(child.usertags);
        if (!tags.ok) throw fail.validation({ [`children_metadata.${index}.usertags`]: tags.error });
        entry.usertags = tags.value;
      }
      edit.children.push(entry);
    }
  }
  return edit;
}

/** Moves the post from its old caption's tags to its new one's; unchanged tags stay as they are. */
async function retag(trx: Transaction<DB>, mediaId: number, caption: string): Promise<void> {
  const next = new Set(extractHashtags(caption));
  const old = (await trx.selectFrom('media_hashtags').select('tag').where('media_id', '=', mediaId).execute()).map(
    (r) => r.tag,
  );
  const gone = old.filter((tag) => !next.has(tag));
  if (gone.length > 0)
    await trx.deleteFrom('media_hashtags').where('media_id', '=', mediaId).where('tag', 'in', gone).execute();
  await insertHashtags(
    trx,
    mediaId,
    [...next].filter((tag) => !old.includes(tag)),
  );
}

/** Replaces the people tagged on the post (`childId` null) or on one of its items. */
async function replaceUsertags(
  trx: Transaction<DB>,
  mediaId: number,
  childId: number | null,
  tags: readonly NewUsertag[],
): Promise<void> {
  await trx
    .deleteFrom('usertags')
    .where('media_id', '=', mediaId)
    .where('child_id', childId === null ? 'is' : '=', childId)
    .execute();
  await insertUsertags(trx, mediaId, childId, tags);
}

/**
 * Edits a post for its author (docs/behaviour/media.md#editing-a-post): its caption (its tags
 * follow, and the post is marked edited when the text changed), alt texts, people tags, place and
 * collaborators (docs/behaviour/creation.md#collaborators); `notices` collects whom its
 * notifications changed, to announce after the commit.
 * Who may: as for deleting (policy/posts.ts loadOwnMedia). Everything is checked before anything
 * is written, and written in one transaction: a refused edit (a bad field, a tagged account that
 * does not exist, the rate limit) leaves the post as it was. Answers the post's row as saved.
 */
export async function editOwnPost(
  db: Kysely<DB>,
  limiter: SharedWindowLimiter,
  viewer: UserRow,
  mediaIdText: string,
  input: MediaEditInput,
  notices?: ActivityNotices,
): Promise<MediaRow> {
  const media = await loadOwnMedia(db, viewer, mediaIdText, 'Only its owner can edit a post.');
  const edit = await checkEdit(db, media, input);
  const waitMs = await limiter.take(`post-edit:${viewer.id}`);
  if (waitMs > 0) throw fail.rateLimited('You are editing posts too fast. Try again in a minute.', waitMs);
  try {
    return await db.transaction().execute(async (trx) => {
      const captionChanged = edit.caption !== undefined && edit.caption !== media.caption;
      const place = edit.place;
      const changes = {
        ...(captionChanged ? { caption: edit.caption, caption_edited: 1 } : {}),
        ...(edit.accessibilityCaption !== undefined ? { accessibility_caption: edit.accessibilityCaption } : {}),
        ...(place !== undefined
          ? {
              location_id: place?.id ?? null,
              location_name: place?.name ?? null,
              location_lat: place?.lat ?? null,
              location_lng: place?.lng ?? null,
            }
          : {}),
      };
      const unchanged = trx
        .selectFrom('media')
        .selectAll()
        .where('id', '=', media.id)
        .where('owner_id', '=', viewer.id);
      const row =
        Object.keys(changes).length > 0
          ? await trx
              .updateTable('media')
              .set(changes)
              .where('id', '=', media.id)
              .where('owner_id', '=', viewer.id)
              .returningAll()
              .executeTakeFirst()
          : await unchanged.executeTakeFirst();
      // Deleted meanwhile (another tab): as gone as a missing one.
      if (!row) throw fail.notFound('Post not found.');
      if (captionChanged) await retag(trx, media.id, row.caption);
      if (edit.usertags) await replaceUsertags(trx, media.id, null, edit.usertags);
      for (const child of edit.children) {
        if (child.accessibilityCaption !== undefined)
          await trx
            .updateTable('media_children')
            .set({ accessibility_caption: child.accessibilityCaption })
            .where('id', '=', child.id)
            .execute();
        if (child.usertags) await replaceUsertags(trx, media.id, child.id, child.usertags);
      }
      await syncPostActivity(trx, row, notices);
      if (edit.coauthorIds) await setCoauthors(trx, row, edit.coauthorIds, notices);
      return row;
    });
  } catch (error) {
    throw toCreateFailure(error);
  }
}

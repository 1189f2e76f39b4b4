import type { Kysely } from 'kysely';
import {
  VISITOR_LIMITS,
  type CreateHighlightInput,
  type EditHighlightInput,
  type StoryItem,
  type StoryReel,
} from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { StoryRow } from '../../db/stories-schema.js';
import { AppError, fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import type { MediaUrls } from '../media-urls.js';
import { storedVersions, type StoredVersion } from '../media/stored-media.js';
import { canViewContentOf } from '../../policy/accounts.js';
import { presentStoryItems } from './story-presenter.js';
import { storyAudienceOf } from '../../policy/stories.js';

/** Limits of highlights (docs/behaviour/stories.md#highlights). */
export const HIGHLIGHT_TITLE_MAX = 40;
export const HIGHLIGHT_MAX_ITEMS = 100;
export const HIGHLIGHTS_PER_ACCOUNT = 100;

/**
 * Which highlights to read: by id (reels_media), or an owner's (the profile's tray), all of them or
 * only the newest `cap` the viewer may see something of (a logged-out visitor's tray).
 */
type HighlightSelection = { highlightIds: readonly number[] } | { ownerId: number; cap?: number };

/** One highlight as the viewer may see it: its stories in order, oldest first. */
interface HighlightGroup {
  id: number;
  title: string;
  coverId: number | null;
  stories: StoryRow[];
}

/** The story a highlight shows as its cover: the chosen one if the viewer may see it, else the first. */
function coverOf(group: HighlightGroup): StoryRow {
  return group.stories.find((story) => story.id === group.coverId) ?? (group.stories[0] as StoryRow);
}

/**
 * The highlights selected, newest first, each with only the stories the viewer (null: a logged-out
 * visitor) may see (the owner's privacy and each story's audience apply; age does not); a
 * highlight with none is left out.
 */
async function loadHighlightGroups(
  db: Kysely<DB>,
  viewerId: number | null,
  selection: HighlightSelection,
): Promise<HighlightGroup[]> {
  let ids = 'highlightIds' in selection ? selection.highlightIds : null;
  if ('ownerId' in selection && selection.cap !== undefined) {
    // Only the newest `cap` highlights holding a story the viewer may see are read at all.
    const kept = await db
      .selectFrom('highlights')
      .select('highlights.id')
      .where('highlights.owner_id', '=', selection.ownerId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('highlight_items')
            .innerJoin('stories', 'stories.id', 'highlight_items.story_id')
            .select('highlight_items.story_id')
            .whereRef('highlight_items.highlight_id', '=', 'highlights.id')
            .where(storyAudienceOf(viewerId)),
        ),
      )
      .orderBy('highlights.id', 'desc')
      .limit(selection.cap)
      .execute();
    ids = kept.map((row) => row.id);
  }
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom('highlight_items')
    .innerJoin('highlights', 'highlights.id', 'highlight_items.highlight_id')
    .innerJoin('stories', 'stories.id', 'highlight_items.story_id')
    .selectAll('stories')
    .select(['highlights.id as highlight_id', 'highlights.title', 'highlights.cover_story_id'])
    .where(storyAudienceOf(viewerId));
  query =
    ids === null && 'ownerId' in selection
      ? query.where('highlights.owner_id', '=', selection.ownerId)
      : query.where('highlights.id', 'in', ids ?? []);
  const rows = await query
    .orderBy('highlights.id', 'desc')
    .orderBy('stories.taken_at')
    .orderBy('stories.id')
    .limit(HIGHLIGHTS_PER_ACCOUNT * HIGHLIGHT_MAX_ITEMS)
    .execute();

  const groups = new Map<number, HighlightGroup>();
  for (const { highlight_id, title, cover_story_id, ...story } of rows) {
    const group = groups.get(highlight_id) ?? { id: highlight_id, title, coverId: cover_story_id, stories: [] };
    group.stories.push(story);
    groups.set(highlight_id, group);
  }
  return [...groups.values()];
}

/**
 * Highlights as reels, newest first, holding only the stories the viewer (null: a logged-out
 * visitor) may see; a highlight with none is left out. Without items (the tray) only covers are
 * presented.
 */
export async function highlightReels(
  db: Kysely<DB>,
  viewer: UserRow | null,
  selection: HighlightSelection,
  urls: MediaUrls,
  withItems: boolean,
): Promise<StoryReel[]> {
  const groups = await loadHighlightGroups(db, viewer?.id ?? null, selection);
  const covers = groups.map(coverOf);
  const shown = withItems ? groups.flatMap((g) => g.stories) : covers;
  const items = new Map((await presentStoryItems(db, shown, viewer, urls)).map((item) => [item.id, item]));

  return groups.map((group, index) => {
    const cover = items.get(String(covers[index]?.id)) as StoryItem;
    const candidates = cover.image_versions2.candidates;
    const smallest = candidates[candidates.length - 1] ?? candidates[0]!;
    const newest = group.stories.reduce((max, story) => Math.max(max, story.taken_at), 0);
    return {
      id: `highlight:${group.id}`,
      reel_type: 'highlight_reel' as const,
      user: cover.user,
      latest_reel_media: Math.floor(newest / 1000),
      expiring_at: null,
      seen: false,
      is_close_friends: group.stories.some((story) => story.audience === 'close_friends'),
      is_fan_club_story: false,
      has_pride_media: false,
      media_ids: group.stories.map((story) => String(story.id)),
      media_count: group.stories.length,
      title: group.title,
      cover_media: { media_id: cover.id, cropped_image_version: smallest },
      ...(withItems
        ? { items: group.stories.map((story) => items.get(String(story.id))).filter((i): i is StoryItem => !!i) }
        : {}),
    };
  });
}

/**
 * An account's highlights for its profile (by user pk): empty when the viewer may not see the
 * account's content (private and not followed, a block either way, unknown). A logged-out visitor
 * (null) gets only the newest few (docs/behaviour/logged-out.md#highlights).
 */
export async function highlightsTrayOf(
  db: Kysely<DB>,
  viewer: UserRow | null,
  userIdText: string,
  urls: MediaUrls,
): Promise<StoryReel[]> {
  const ownerId = parseRowId(userIdText);
  const owner =
    ownerId === null
      ? undefined
      : await db.selectFrom('users').selectAll().where('id', '=', ownerId).executeTakeFirst();
  if (!owner || !(await canViewContentOf(db, viewer, owner))) return [];
  const cap = viewer ? undefined : VISITOR_LIMITS.storyHighlights;
  return highlightReels(db, viewer, { ownerId: owner.id, cap }, urls, false);
}

/**
 * The one file of each highlight a logged-out visitor may fetch among an account's: the rendition
 * its tray shows them as the cover (the cover story's smallest image), nothing more: not the
 * cover story's larger renditions or its video, nor any other story
 * (docs/behaviour/media.md#who-may-fetch-a-file).
 */
export async function visitorHighlightCoverKeys(db: Kysely<DB>, ownerId: number): Promise<Set<string>> {
  const groups = await loadHighlightGroups(db, null, { ownerId, cap: VISITOR_LIMITS.storyHighlights });
  const keys = groups.map((group) => {
    // The tray's cover is the last of the widest-first candidates: the last of the narrowest.
    const versions = storedVersions(coverOf(group));
    return versions.reduce<StoredVersion | undefined>(
      (smallest, version) => (!smallest || version.width <= smallest.width ? version : smallest),
      undefined,
    )?.key;
  });
  return new Set(keys.filter((key): key is string => key !== undefined));
}

/** Parses story ids given for a highlight: the viewer's own stories only (any age), each once. */
async function ownStoryIds(db: Kysely<DB>, viewer: UserRow, ids: readonly string[], field: string): Promise<number[]> {
  const parsed = [...new Set(ids.map((id) => parseRowId(id)))];
  if (parsed.some((id) => id === null)) throw fail.validation({ [field]: 'Not a story id.' });
  const wanted = parsed as number[];
  if (wanted.length === 0) return [];
  const own = await db
    .selectFrom('stories')
    .select('id')
    .where('owner_id', '=', viewer.id)
    .where('id', 'in', wanted)
    .execute();
  if (own.length !== wanted.length) throw fail.validation({ [field]: 'Only your own stories can be added.' });
  return wanted;
}

function checkTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed.length === 0 || [...trimmed].length > HIGHLIGHT_TITLE_MAX)
    throw fail.validation({ title: `A title has 1 to ${HIGHLIGHT_TITLE_MAX} characters.` });
  return trimmed;
}

/** The viewer's highlight, or 404 (someone else's answers like a missing one). */
async function ownHighlight(db: Kysely<DB>, viewer: UserRow, idText: string) {
  const id = parseRowId(idText);
  const row =
    id === null
      ? undefined
      : await db
          .selectFrom('highlights')
          .selectAll()
          .where('id', '=', id)
          .where('owner_id', '=', viewer.id)
          .executeTakeFirst();
  if (!row) throw fail.notFound('Highlight not found.');
  return row;
}

/** The highlight as its owner sees it, with items. */
async function presentOwn(db: Kysely<DB>, viewer: UserRow, id: number, urls: MediaUrls): Promise<StoryReel> {
  const [reel] = await highlightReels(db, viewer, { highlightIds: [id] }, urls, true);
  if (!reel) throw fail.notFound('Highlight not found.');
  return reel;
}

/** Creates a highlight from the viewer's own stories (docs/behaviour/stories.md#highlights). */
export async function createHighlight(
  db: Kysely<DB>,
  viewer: UserRow,
  input: CreateHighlightInput,
  urls: MediaUrls,
  now = Date.now(),
): Promise<StoryReel> {
  const title = checkTitle(input.title);
  if (input.media_ids.length === 0 || input.media_ids.length > HIGHLIGHT_MAX_ITEMS)
    throw fail.validation({ media_ids: `Choose 1 to ${HIGHLIGHT_MAX_ITEMS} stories.` });
  const storyIds = await ownStoryIds(db, viewer, input.media_ids, 'media_ids');
  const cover = input.cover_media_id === undefined ? storyIds[0] : parseRowId(input.cover_media_id);
  if (cover === null || cover === undefined || !storyIds.includes(cover))
    throw fail.validation({ cover_media_id: 'The cover must be one of the stories.' });
  const id = await db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('highlights')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', viewer.id)
      .executeTakeFirstOrThrow();
    if (Number(n) >= HIGHLIGHTS_PER_ACCOUNT)
      throw new AppError(400, 'validation_failed', `You can keep at most ${HIGHLIGHTS_PER_ACCOUNT} highlights.`);
    const row = await trx
      .insertInto('highlights')
      .values({ owner_id: viewer.id, title, cover_story_id: cover, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('highlight_items')
      .values(storyIds.map((storyId) => ({ highlight_id: row.id, story_id: storyId, added_at: now })))
      .execute();
    return row.id;
  });
  return presentOwn(db, viewer, id, urls);
}

/** Edits one of the viewer's highlights: title, cover, stories added or removed; never left empty. */
export async function editHighlight(
  db: Kysely<DB>,
  viewer: UserRow,
  idText: string,
  input: EditHighlightInput,
  urls: MediaUrls,
  now = Date.now(),
): Promise<StoryReel> {
  const highlight = await ownHighlight(db, viewer, idText);
  const title = input.title === undefined ? undefined : checkTitle(input.title);
  const added = await ownStoryIds(db, viewer, input.added_media_ids ?? [], 'added_media_ids');
  const removed = (input.removed_media_ids ?? []).map((id) => parseRowId(id));
  if (removed.some((id) => id === null)) throw fail.validation({ removed_media_ids: 'Not a story id.' });
  await db.transaction().execute(async (trx) => {
    if (added.length > 0)
      await trx
        .insertInto('highlight_items')
        .values(added.map((storyId) => ({ highlight_id: highlight.id, story_id: storyId, added_at: now })))
        .onConflict((oc) => oc.columns(['highlight_id', 'story_id']).doNothing())
        .execute();
    if (removed.length > 0)
      await trx
        .deleteFrom('highlight_items')
        .where('highlight_id', '=', highlight.id)
        .where('story_id', 'in', removed as number[])
        .execute();
    const items = (
      await trx.selectFrom('highlight_items').select('story_id').where('highlight_id', '=', highlight.id).execute()
    ).map((row) => row.story_id);
    if (items.length === 0) throw fail.validation({ removed_media_ids: 'A highlight keeps at least one story.' });
    if (items.length > HIGHLIGHT_MAX_ITEMS)
      throw fail.validation({ added_media_ids: `A highlight holds at most ${HIGHLIGHT_MAX_ITEMS} stories.` });
    let cover = highlight.cover_story_id;
    if (input.cover_media_id !== undefined) {
      cover = parseRowId(input.cover_media_id);
      if (cover === null || !items.includes(cover))
        throw fail.validation({ cover_media_id: 'The cover must be one of the stories.' });
    } else if (cover === null || !items.includes(cover)) cover = items[0] ?? null;
    await trx
      .updateTable('highlights')
      .set({ ...(title === undefined ? {} : { title }), cover_story_id: cover })
      .where('id', '=', highlight.id)
      .execute();
  });
  return presentOwn(db, viewer, highlight.id, urls);
}

/** Deletes one of the viewer's highlights; its stories stay in the archive. */
export async function deleteHighlight(db: Kysely<DB>, viewer: UserRow, idText: string): Promise<void> {
  const highlight = await ownHighlight(db, viewer, idText);
  await db.deleteFrom('highlights').where('id', '=', highlight.id).execute();
}

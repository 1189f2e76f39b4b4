import type { QueryClient } from '@tanstack/react-query';
import type { Media } from 'shared-contracts';

/**
 * Every query whose data holds posts has a key under this root: ['media', 'feed', variant],
 * ['media', 'post', code], ['media', 'user', userId, tab], ... A change to a post (a like, a save,
 * a new comment) is written into every copy found under it, and a post already fetched anywhere
 * can be shown at once wherever it is opened.
 */
export const MEDIA_ROOT = 'media';

/**
 * The reels feed's query key (`storyKeys.clipsHome`). Here rather than with the other story keys so
 * the main entry can seed it from the page without taking the stories entry along
 * (docs/performance.md#the-first-screen-comes-with-the-page).
 */
export const CLIPS_HOME_KEY = [MEDIA_ROOT, 'clips', 'home'] as const;

function isMedia(value: object): value is Media {
  const candidate = value as Partial<Media>;
  return (
    typeof candidate.pk === 'string' && typeof candidate.code === 'string' && typeof candidate.media_type === 'number'
  );
}

/** Replaces the post `pk` wherever it is inside `value`; returns `value` itself when nothing changed. */
export function replaceMedia(value: unknown, pk: string, update: (media: Media) => Media): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const replaced = replaceMedia(item, pk, update);
      if (replaced !== item) changed = true;
      return replaced;
    });
    return changed ? next : value;
  }
  // A post is replaced whole; another post holds nothing to change (its carousel children have
  // their own pks).
  if (isMedia(value)) return value.pk === pk ? update(value) : value;
  let next: Record<string, unknown> | null = null;
  for (const [key, child] of Object.entries(value)) {
    const replaced = replaceMedia(child, pk, update);
    if (replaced !== child) {
      next ??= { ...value };
      next[key] = replaced;
    }
  }
  return next ?? value;
}

/**
 * Applies `update` to every cached copy of the post `pk`. Queries that hold no copy are left alone,
 * and the ones changed keep their fetch time, so this never makes data look fresher than it is.
 */
export function updateMediaEverywhere(client: QueryClient, pk: string, update: (media: Media) => Media): void {
  for (const query of client.getQueryCache().findAll({ queryKey: [MEDIA_ROOT] })) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = replaceMedia(data, pk, update);
    if (next !== data) client.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
  }
}

function findIn(value: unknown, predicate: (media: Media) => boolean): Media | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findIn(item, predicate);
      if (found) return found;
    }
    return undefined;
  }
  if (isMedia(value)) return predicate(value) ? value : undefined;
  for (const child of Object.values(value)) {
    const found = findIn(child, predicate);
    if (found) return found;
  }
  return undefined;
}

/** Whether `value` (a query's data) holds a copy of the post `pk` anywhere. */
export function holdsMedia(value: unknown, pk: string): boolean {
  return findIn(value, (media) => media.pk === pk) !== undefined;
}

/** A cached post matching `predicate`, from the most recently fetched query that has one. */
export function findCachedMedia(
  client: QueryClient,
  predicate: (media: Media) => boolean,
): { media: Media; updatedAt: number } | undefined {
  const queries = client
    .getQueryCache()
    .findAll({ queryKey: [MEDIA_ROOT] })
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const query of queries) {
    const media = findIn(query.state.data, predicate);
    if (media) return { media, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

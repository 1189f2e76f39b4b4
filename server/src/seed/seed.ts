import type { Insertable } from 'kysely';
import type { AppDeps } from '../deps.js';
import type { CommentsTable, FollowsTable, LikesTable, MediaHashtagsTable, MediaTable } from '../db/schema.js';
import { hashPassword } from '../domain/users/passwords.js';
import { extractHashtags } from '../domain/media/caption.js';
import { newShortcode } from '../domain/media/publish.js';
import { createRandom, type Random } from './random.js';
import { DEMO_PEOPLE, followedByDemo } from './people.js';
import { CAPTIONS, COMMENTS, HASHTAGS } from './content.js';
import { seedDirectConversations } from './direct-seed.js';
import { avatarInitials, drawAvatar, drawScene, SCENE_KINDS, type Scene } from './scenes.js';
import { storeSeedImage, type SeedImage } from './seed-images.js';
import { mapWithConcurrency } from './pool.js';
import { chunks, insertMany } from './bulk.js';
import { seedFeedExtras } from './feed-extras.js';
import { seedStories } from './story-seed.js';
import type { FfmpegTools } from '../media/ffmpeg.js';
import { videoTools } from '../media/ffmpeg-locator.js';
import { writeActivityHistory } from '../domain/activity/activity-history.js';
import { linkPostsToCatalogue, seedLocations } from '../domain/locations/location-catalog.js';

/** Password of every seeded account (the README names the `demo` account). */
export const DEMO_PASSWORD = 'demo1234';
/** Marker row written last, in the same transaction as the data. */
export const SEED_MARKER = 'demo_seed_v1';

/** How big a network to seed; tests use small ones. */
export interface SeedSize {
  posts: number;
  people: number;
}

const FULL_SIZE: SeedSize = { posts: 300, people: DEMO_PEOPLE.length };
const DAY = 24 * 3600 * 1000;
const PLACES = [
  { name: '上海', lat: 31.2304, lng: 121.4737 },
  { name: 'Lisbon', lat: 38.7223, lng: -9.1393 },
  { name: '東京', lat: 35.6762, lng: 139.6503 },
  { name: 'Berlin', lat: 52.52, lng: 13.405 },
  { name: '北京', lat: 39.9042, lng: 116.4074 },
  { name: 'Big Sur', lat: 36.2704, lng: -121.8081 },
] as const;

function caption(random: Random, scene: Scene, usernames: readonly string[], self: string): string {
  const tags = random.shuffle(HASHTAGS[scene.kind]).slice(0, random.int(1, 3));
  const others = usernames.filter((u) => u !== self);
  const mention = random.chance(0.3) && others.length > 0 ? ` with @${random.pick(others)}` : '';
  return `${random.pick(CAPTIONS[scene.kind])}${mention} ${tags.map((t) => `#${t}`).join(' ')}`;
}

/**
 * Seeds a believable network on an empty database: people with avatars, posts with generated
 * images, follows, likes, comments and direct threads. Images are stored first; every row goes
 * in one transaction ending with the marker, so a crash leaves nothing half-written.
 */
export async function seedDemoData(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  options: {
    size?: SeedSize;
    log?: (message: string) => void;
    now?: number;
    /** false leaves out the feed demo (tests of the upgrade path). */
    extras?: boolean;
    /** ffmpeg for the demo videos; null skips them; the located ffmpeg (system or bundled) by default. */
    tools?: FfmpegTools | null;
  } = {},
): Promise<{ seeded: boolean; ms: number }> {
  const started = Date.now();
  const now = options.now ?? Date.now();
  const log = options.log ?? (() => undefined);
  const base = await seedBaseNetwork(deps, { size: options.size ?? FULL_SIZE, now, log });
  // The feed demo also reaches databases seeded before it existed (it has its own marker).
  const extras =
    options.extras === false
      ? false
      : await seedFeedExtras(deps, {
          now,
          log,
          tools: options.tools === undefined ? await defaultTools() : options.tools,
          demoMarker: SEED_MARKER,
        });
  // The place catalogue for location search (also reaches databases seeded before it existed).
  await seedLocations(deps.db);
  await linkPostsToCatalogue(deps.db);
  // Stories expire in a day: each start posts a fresh demo set when none is current.
  const stories =
    options.extras === false
      ? false
      : await seedStories(deps, {
          now,
          log,
          tools: options.tools === undefined ? await defaultTools() : options.tools,
        });
  await seedDemoActivity(deps.db, now);
  return { seeded: base || extras || stories, ms: Date.now() - started };
}

/**
 * The demo account's activity (docs/behaviour/activity.md#demo-data): notifications for what the
 * seed did to it, with the last day's unread. Runs at every start and adds only what is missing.
 */
async function seedDemoActivity(db: AppDeps['db'], now: number): Promise<void> {
  const demo = await db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirst();
  if (!demo) return;
  await writeActivityHistory(db, demo.id);
  await db
    .insertInto('activity_marks')
    .values({ user_id: demo.id, seen_at: now - 24 * 60 * 60 * 1000 })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The base network (people, posts, follows, likes, comments, threads) on an empty database. */
async function seedBaseNetwork(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  options: { size: SeedSize; now: number; log: (message: string) => void },
): Promise<boolean> {
  const { db, storage } = deps;
  const marker = await db.selectFrom('app_meta').select('value').where('key', '=', SEED_MARKER).executeTakeFirst();
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (marker || anyUser) return false;

  const { size, now, log } = options;
  const started = Date.now();
  const random = createRandom(20261122);
  const people = DEMO_PEOPLE.slice(0, Math.max(2, size.people));
  const usernames = people.map((p) => p.username);

  // Draw everything first (the random sequence does not depend on what is cached on disk).
  const avatarSvgs = people.map((person) => drawAvatar(random, avatarInitials(person.username)));
  const posts = Array.from({ length: size.posts }, (_, index) => {
    const authorIndex = index % 12 === 0 ? 0 : random.int(1, people.length - 1);
    const scene = drawScene(random, random.pick(SCENE_KINDS));
    const author = people[authorIndex] ?? people[0];
    return {
      index,
      authorIndex,
      scene,
      caption: caption(random, scene, usernames, author?.username ?? ''),
      takenAt: now - Math.floor(random.next() * 45 * DAY) - random.int(1, 3600) * 1000,
      place: random.chance(0.3) ? random.pick(PLACES) : null,
    };
  });
  log(`seeding ${people.length} people and ${posts.length} posts`);

  const avatars = await mapWithConcurrency(avatarSvgs, 2, (svg, i) =>
    storeSeedImage(storage, `seed/avatars/${i}`, svg, 'avatar'),
  );
  const images: SeedImage[] = await mapWithConcurrency(posts, 2, (post) =>
    storeSeedImage(storage, `seed/posts/${post.index}`, post.scene.svg, 'post'),
  );
  const passwordHashes = await mapWithConcurrency(people, 2, () => hashPassword(DEMO_PASSWORD));
  log(`images ready after ${Date.now() - started} ms`);

  await db.transaction().execute(async (trx) => {
    const userIds: number[] = [];
    for (const [i, person] of people.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          username: person.username,
          username_lower: person.username.toLowerCase(),
          email_lower: `${person.username}@example.com`,
          full_name: person.fullName,
          password_hash: passwordHashes[i] ?? '',
          biography: person.bio,
          bio_links: JSON.stringify(
            person.link ? [{ link_type: 'other', url: person.link, lynx_url: person.link, title: '' }] : [],
          ),
          is_private: person.private ? 1 : 0,
          is_verified: person.verified ? 1 : 0,
          account_type: person.accountType ?? 1,
          category: person.category ?? null,
          avatar_key: avatars[i]?.prefix ?? null,
          created_at: now - 400 * DAY + i * DAY,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.push(row.id);
    }
    const idOf = (index: number): number => userIds[index] ?? userIds[0] ?? 0;

    const follows: Array<Insertable<FollowsTable>> = [];
    const followPairs = new Set<string>();
    const follow = (a: number, b: number): void => {
      if (a === b || followPairs.has(`${a}:${b}`)) return;
      followPairs.add(`${a}:${b}`);
      follows.push({ follower_id: idOf(a), followee_id: idOf(b), created_at: now - random.int(1, 300) * DAY });
    };
    people.forEach((person, index) => {
      if (index === 0) return;
      if (followedByDemo(person)) follow(0, index);
      // The date a follow would have had is drawn anyway, so every later draw (posts' likes and
      // comments, the others' follows) stays what it was before demo left some accounts unfollowed.
      else random.int(1, 300);
      for (const other of random.shuffle(people.map((_, j) => j)).slice(0, random.int(6, 18))) follow(index, other);
    });
    await insertMany(trx, 'follows', follows);

    const mediaRows: Array<Insertable<MediaTable>> = posts.map((post) => {
      const image = images[post.index] as SeedImage;
      return {
        code: newShortcode(random.next),
        owner_id: idOf(post.authorIndex),
        media_type: 1,
        product_type: 'feed',
        caption: post.caption,
        caption_edited: 0,
        accessibility_caption: post.scene.description,
        taken_at: post.takenAt,
        original_width: image.width,
        original_height: image.height,
        image_key: image.prefix,
        image_versions: JSON.stringify(image.versions),
        preview: image.preview,
        like_count: 0,
        comment_count: 0,
        comments_disabled: 0,
        like_and_view_counts_disabled: random.chance(0.03) ? 1 : 0,
        location_name: post.place?.name ?? null,
        location_lat: post.place?.lat ?? null,
        location_lng: post.place?.lng ?? null,
      };
    });
    const mediaIds: number[] = [];
    for (const chunk of chunks(mediaRows, 100)) {
      const inserted = await trx.insertInto('media').values(chunk).returning('id').execute();
      mediaIds.push(...inserted.map((r) => r.id));
    }

    const hashtags: Array<Insertable<MediaHashtagsTable>> = [];
    const likes: Array<Insertable<LikesTable>> = [];
    const comments: Array<Insertable<CommentsTable>> = [];
    const likeCounts: number[] = [];
    const commentCounts: number[] = [];
    posts.forEach((post, i) => {
      const mediaId = mediaIds[i] ?? 0;
      for (const tag of extractHashtags(post.caption)) hashtags.push({ media_id: mediaId, tag });
      const likers = random.shuffle(people.map((_, j) => j)).slice(0, random.int(0, Math.min(people.length, 30)));
      for (const liker of likers)
        likes.push({ user_id: idOf(liker), media_id: mediaId, created_at: post.takenAt + random.int(1, 3600) * 1000 });
      likeCounts.push(likers.length);
      const commentCount = random.int(0, 5);
      for (let c = 0; c < commentCount; c += 1) {
        comments.push({
          media_id: mediaId,
          user_id: idOf(random.int(0, people.length - 1)),
          text: random.pick(COMMENTS),
          parent_comment_id: null,
          like_count: 0,
          created_at: post.takenAt + random.int(60, 48 * 3600) * 1000,
        });
      }
      commentCounts.push(commentCount);
    });
    await insertMany(trx, 'media_hashtags', hashtags);
    await insertMany(trx, 'likes', likes);
    await insertMany(trx, 'comments', comments);
    for (const [i, mediaId] of mediaIds.entries()) {
      await trx
        .updateTable('media')
        .set({ like_count: likeCounts[i] ?? 0, comment_count: commentCounts[i] ?? 0 })
        .where('id', '=', mediaId)
        .execute();
    }

    await seedDirectConversations(trx, people.length, idOf, now);
    await trx
      .insertInto('app_meta')
      .values({ key: SEED_MARKER, value: String(now) })
      .execute();
  });
  return true;
}

/** The process's located ffmpeg (docs/operating.md#video-and-ffmpeg), or null when video is off. */
async function defaultTools(): Promise<FfmpegTools | null> {
  const location = await videoTools();
  return location.ok ? location.tools : null;
}

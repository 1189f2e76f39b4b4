import { sql, type Insertable, type Kysely } from 'kysely';
import type { AppDeps } from '../deps.js';
import type { CommentsTable, DB, MediaTable } from '../db/schema.js';
import { hashPassword } from '../domain/users/passwords.js';
import { extractHashtags } from '../domain/media/caption.js';
import { newShortcode } from '../domain/media/publish.js';
import { ffmpegAvailable, type FfmpegTools } from '../media/ffmpeg.js';
import { createRandom, type Random } from './random.js';
import { COMMENTS } from './content.js';
import { COVERED_COMMENT, DEMO_TRANSPARENCY_LABEL, EXTRA_PEOPLE, REPLIES } from './extras-content.js';
import { planExtras, type PlannedPost } from './extras-plan.js';
import { storeSeedImage, type SeedImage } from './seed-images.js';
import { SEED_CLIPS, storeSeedVideo, type SeedVideo } from './seed-videos.js';
import { mapWithConcurrency } from './pool.js';
import { insertMany } from './bulk.js';

/** Marker of the feed demo (issue 3), written last in its transaction. */
export const EXTRAS_MARKER = 'demo_seed_v2_feed';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Ids = Map<string, number>;

/** Media row values for a post from a stored image (and optional video). */
function mediaValues(
  post: PlannedPost,
  authorId: number,
  image: SeedImage,
  random: Random,
  video: SeedVideo | null,
  mediaType: number,
): Insertable<MediaTable> {
  return {
    code: newShortcode(random.next),
    owner_id: authorId,
    media_type: mediaType,
    // A video post is a clip, so the demo's videos are also its reels (docs/behaviour/stories.md#reels).
    product_type: mediaType === 2 ? 'clips' : 'feed',
    caption: post.caption,
    caption_edited: 0,
    accessibility_caption: video ? (post.clip?.description ?? null) : (post.scenes[0]?.description ?? null),
    taken_at: post.takenAt,
    original_width: image.width,
    original_height: image.height,
    image_key: image.prefix,
    image_versions: JSON.stringify(image.versions),
    preview: image.preview,
    like_count: 0,
    comment_count: 0,
    comments_disabled: 0,
    like_and_view_counts_disabled: 0,
    location_name: null,
    location_lat: null,
    location_lng: null,
    video_versions: video ? JSON.stringify(video.versions) : null,
    video_hls_key: video?.hlsKey ?? null,
    video_duration: video?.duration ?? null,
    has_audio: video?.hasAudio ? 1 : 0,
    is_paid_partnership: post.sponsor ? 1 : 0,
  };
}

/**
 * Adds the feed demo to a seeded network (on first start, and once on a database seeded before
 * it existed): carousels with per-item alt text and usertags, three HLS videos (skipped with a
 * log line when ffmpeg is missing), coauthors, a paid partnership, overlays and a transparency
 * label, three ads, favourites, a muted, a blocked and a restricted account, a follow request,
 * threaded comments with likes, and a covered comment. Media are stored first; every row goes
 * in one transaction ending with the marker.
 */
export async function seedFeedExtras(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  options: { now: number; log: (message: string) => void; tools: FfmpegTools | null; demoMarker: string },
): Promise<boolean> {
  const { db, storage } = deps;
  const { now, log } = options;
  const markers = await db
    .selectFrom('app_meta')
    .select('key')
    .where('key', 'in', [options.demoMarker, EXTRAS_MARKER])
    .execute();
  if (!markers.some((m) => m.key === options.demoMarker) || markers.some((m) => m.key === EXTRAS_MARKER)) return false;
  const people = await db.selectFrom('users').select(['id', 'username', 'is_private']).orderBy('id').execute();
  const demo = people.find((p) => p.username === 'demo');
  if (!demo) return false;
  const followed = new Set(
    (await db.selectFrom('follows').select('followee_id').where('follower_id', '=', demo.id).execute()).map(
      (r) => r.followee_id,
    ),
  );
  const creators = people.filter((p) => followed.has(p.id) && p.is_private === 0);
  const random = createRandom(20261123);
  const plan = planExtras(
    random,
    creators.map((c) => c.username),
    now,
  );

  // ffmpeg runs while sharp renders the pictures: the two overlap on a small machine.
  const tools = options.tools;
  const videosReady = (async () => {
    const videos = new Map<string, SeedVideo>();
    if (tools && (await ffmpegAvailable(tools))) {
      for (const clip of SEED_CLIPS) videos.set(clip.name, await storeSeedVideo(tools, storage, clip));
    } else log('video is off (no usable ffmpeg): the demo videos are skipped');
    return videos;
  })();
  const avatars = await mapWithConcurrency(plan.avatars, 2, (svg, i) =>
    storeSeedImage(storage, `seed/extras/avatars/${i}`, svg, 'avatar'),
  );
  const scenes = plan.posts.flatMap((post) => post.scenes.map((scene, i) => ({ key: `${post.key}/${i}`, scene })));
  const rendered = await mapWithConcurrency(scenes, 2, (s) =>
    storeSeedImage(storage, `seed/extras/${s.key}`, s.scene.svg, 'post'),
  );
  const imageOf = new Map(scenes.map((s, i) => [s.key, rendered[i] as SeedImage]));
  const videos = await videosReady;
  const passwordHashes = await mapWithConcurrency(EXTRA_PEOPLE, 2, () => hashPassword('demo1234'));
  log(`feed demo media ready after ${Date.now() - now} ms`);

  await db.transaction().execute(async (trx) => {
    const ids: Ids = new Map(people.map((p) => [p.username, p.id]));
    for (const [i, person] of EXTRA_PEOPLE.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          username: person.username,
          username_lower: person.username,
          email_lower: `${person.username}@example.com`,
          full_name: person.fullName,
          password_hash: passwordHashes[i] ?? '',
          biography: person.bio,
          is_verified: person.verified ? 1 : 0,
          account_type: person.accountType ?? 1,
          category: person.category ?? null,
          avatar_key: avatars[i]?.prefix ?? null,
          created_at: now - 200 * DAY + i * DAY,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(person.username, row.id);
    }
    const id = (username: string) => ids.get(username) ?? demo.id;
    await seedRelationships(
      trx,
      random,
      demo.id,
      creators.map((c) => c.id),
      people,
      id,
      now,
    );

    // New posts, carousel items and ads.
    const postIds = new Map<string, number>();
    for (const post of plan.posts) {
      const video = post.clip ? videos.get(post.clip.name) : undefined;
      if (post.clip && !video) continue;
      const image = video ? video.poster : imageOf.get(`${post.key}/0`);
      if (!image) continue;
      const childVideo = post.childClip ? videos.get(post.childClip.name) : undefined;
      const mediaType = video ? 2 : post.scenes.length + (childVideo ? 1 : 0) >= 2 ? 8 : 1;
      const row = await trx
        .insertInto('media')
        .values(mediaValues(post, id(post.author), image, random, video ?? null, mediaType))
        .returning('id')
        .executeTakeFirstOrThrow();
      postIds.set(post.key, row.id);
      const tags = extractHashtags(post.caption);
      if (tags.length > 0)
        await trx
          .insertInto('media_hashtags')
          .values(tags.map((tag) => ({ media_id: row.id, tag })))
          .execute();
      if (mediaType === 8)
        await seedCarouselItems(
          trx,
          random,
          row.id,
          post,
          imageOf,
          childVideo ?? null,
          people.map((p) => p.id).filter((p) => p !== id(post.author)),
        );
      if (post.sponsor)
        await trx
          .insertInto('media_sponsors')
          .values({ media_id: row.id, sponsor_id: id(post.sponsor), is_pending: 0 })
          .execute();
      if (post.ad)
        await trx
          .insertInto('ads')
          .values({
            media_id: row.id,
            ad_title: post.ad.title,
            link_text: post.ad.linkText,
            link_url: post.ad.linkUrl,
            disclaimers: JSON.stringify(post.ad.disclaimers),
            created_at: now,
          })
          .execute();
    }
    const carouselId = postIds.get('carousel-0');
    if (carouselId)
      await trx
        .insertInto('media_coauthors')
        .values({ media_id: carouselId, user_id: id(creators[1]?.username ?? 'demo'), position: 0 })
        .execute();

    // Decorations on the newest posts the demo account sees (in the full demo, the last two days).
    const recent = await trx
      .selectFrom('media')
      .select(['id', 'owner_id'])
      .where('owner_id', 'in', creators.length > 0 ? creators.map((c) => c.id) : [demo.id])
      .where('id', 'not in', [...postIds.values(), 0])
      .orderBy('taken_at', 'desc')
      .orderBy('id', 'desc')
      .limit(12)
      .execute();
    await decorateRecentPosts(
      trx,
      random,
      recent,
      people.map((p) => p.id),
    );

    const likers = people.map((p) => p.id);
    const likeRows = [];
    for (const [key, mediaId] of postIds) {
      const count = key.startsWith('blocked.ben')
        ? Math.min(likers.length, 25)
        : random.int(2, Math.min(likers.length, 18));
      for (const liker of random.shuffle(likers).slice(0, count))
        likeRows.push({ user_id: liker, media_id: mediaId, created_at: now - random.int(20, 600) * 60_000 });
    }
    await insertMany(trx, 'likes', likeRows);

    const threadTargets = [
      ...recent.slice(0, 6).map((r) => r.id),
      ...[...postIds].filter(([k]) => !k.startsWith('ad-') && !k.includes('.')).map(([, v]) => v),
    ];
    const talkers = people.filter((p) => p.id !== demo.id).map((p) => p.id);
    await seedThreads(trx, random, threadTargets, talkers, demo.id, id, now);
    await seedSaves(
      trx,
      random,
      demo.id,
      recent.map((r) => r.id),
      now,
    );
    const demoPost = await trx
      .selectFrom('media')
      .select('id')
      .where('owner_id', '=', demo.id)
      .orderBy('taken_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (demoPost)
      await trx
        .insertInto('comments')
        .values({
          media_id: demoPost.id,
          user_id: id('restricted.rita'),
          text: COVERED_COMMENT,
          parent_comment_id: null,
          like_count: 0,
          created_at: now - HOUR,
          is_covered: 1,
          restricted_status: 1,
        })
        .execute();

    // Counters follow the rows, whatever was added above.
    await trx
      .updateTable('media')
      .set({ like_count: sql<number>`(select count(*) from likes where likes.media_id = media.id)` })
      .execute();
    await trx
      .updateTable('media')
      .set({
        comment_count: sql<number>`(select count(*) from comments where comments.media_id = media.id and comments.is_covered = 0)`,
      })
      .execute();
    await trx
      .updateTable('comments')
      .set({
        like_count: sql<number>`(select count(*) from comment_likes where comment_likes.comment_id = comments.id)`,
      })
      .execute();
    await trx
      .insertInto('app_meta')
      .values({ key: EXTRAS_MARKER, value: String(now) })
      .execute();
  });
  return true;
}

/** Favourites, a close friend, the muted, blocked and restricted accounts, a request, brand fans. */
async function seedRelationships(
  db: Kysely<DB>,
  random: Random,
  demoId: number,
  creatorIds: readonly number[],
  people: ReadonlyArray<{ id: number; username: string; is_private: number }>,
  id: (username: string) => number,
  now: number,
): Promise<void> {
  const follow = (a: number, b: number) => ({
    follower_id: a,
    followee_id: b,
    created_at: now - random.int(1, 90) * DAY,
  });
  const follows = [
    follow(demoId, id('muted.max')),
    follow(id('muted.max'), demoId),
    follow(id('restricted.rita'), demoId),
  ];
  // The blocked account is popular among the demo's friends: it would top the suggestions.
  for (const creator of creatorIds.slice(0, 5)) follows.push(follow(creator, id('blocked.ben')));
  for (const creator of creatorIds.slice(0, 4)) follows.push(follow(creator, id('lumen.roastery')));
  for (const creator of creatorIds.slice(2, 4)) follows.push(follow(creator, id('wander.lines')));
  await insertMany(db, 'follows', follows);
  const favourites = creatorIds.slice(0, 3);
  if (favourites.length > 0)
    await db
      .updateTable('follows')
      .set({ is_feed_favorite: 1 })
      .where('follower_id', '=', demoId)
      .where('followee_id', 'in', favourites)
      .execute();
  if (creatorIds[0] !== undefined)
    await db
      .updateTable('follows')
      .set({ is_bestie: 1 })
      .where('follower_id', '=', demoId)
      .where('followee_id', '=', creatorIds[0])
      .execute();
  await db
    .insertInto('mutes')
    .values({ user_id: demoId, target_id: id('muted.max'), mute_posts: 1, mute_stories: 1, created_at: now - DAY })
    .execute();
  await db
    .insertInto('blocks')
    .values({ blocker_id: demoId, blocked_id: id('blocked.ben'), created_at: now - DAY })
    .execute();
  await db
    .insertInto('restricts')
    .values({ user_id: demoId, target_id: id('restricted.rita'), created_at: now - DAY })
    .execute();
  // Issue 5: demo supervises one account, so blocking it is refused ("remove supervision first").
  const supervised = people.find((p) => p.username === 'mia_rossi');
  if (supervised)
    await db
      .insertInto('supervisions')
      .values({ supervisor_id: demoId, supervised_id: supervised.id, created_at: now - DAY })
      .execute();
  const followedByDemo = new Set(
    (await db.selectFrom('follows').select('followee_id').where('follower_id', '=', demoId).execute()).map(
      (r) => r.followee_id,
    ),
  );
  const requested = people.find((p) => p.is_private === 1 && !followedByDemo.has(p.id));
  if (requested)
    await db
      .insertInto('follow_requests')
      .values({ requester_id: demoId, target_id: requested.id, created_at: now - DAY })
      .execute();
}

/** The demo account's saved posts: six in "All posts", some of them in two named collections. */
async function seedSaves(
  db: Kysely<DB>,
  random: Random,
  demoId: number,
  mediaIds: readonly number[],
  now: number,
): Promise<void> {
  const saved = random.shuffle(mediaIds).slice(0, 6);
  if (saved.length === 0) return;
  await insertMany(
    db,
    'saves',
    saved.map((mediaId, i) => ({ user_id: demoId, media_id: mediaId, created_at: now - (i + 1) * HOUR })),
  );
  for (const [name, items] of [
    ['Travel ✈️', saved.slice(0, 3)],
    ['Inspiration', saved.slice(2, 5)],
  ] as const) {
    const collection = await db
      .insertInto('collections')
      .values({ user_id: demoId, name, created_at: now - 2 * DAY })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertMany(
      db,
      'collection_items',
      items.map((mediaId, i) => ({
        collection_id: collection.id,
        media_id: mediaId,
        created_at: now - (i + 1) * HOUR,
      })),
    );
  }
}

function position(random: Random): { x: number; y: number } {
  return {
    x: Math.round((0.15 + random.next() * 0.7) * 1000) / 1000,
    y: Math.round((0.15 + random.next() * 0.7) * 1000) / 1000,
  };
}

/** Carousel items with their own renditions, alt text and 0-2 usertags; a clip may close it. */
async function seedCarouselItems(
  db: Kysely<DB>,
  random: Random,
  mediaId: number,
  post: PlannedPost,
  imageOf: Map<string, SeedImage>,
  clip: SeedVideo | null,
  taggable: readonly number[],
): Promise<void> {
  const items = post.scenes.map((scene, i) => ({
    image: imageOf.get(`${post.key}/${i}`),
    alt: scene.description,
    video: null as SeedVideo | null,
  }));
  if (clip) items.push({ image: clip.poster, alt: post.childClip?.description ?? '', video: clip });
  for (const [index, item] of items.entries()) {
    if (!item.image) continue;
    const child = await db
      .insertInto('media_children')
      .values({
        media_id: mediaId,
        position: index,
        media_type: item.video ? 2 : 1,
        original_width: item.image.width,
        original_height: item.image.height,
        image_key: item.image.prefix,
        image_versions: JSON.stringify(item.image.versions),
        preview: item.image.preview,
        accessibility_caption: item.alt,
        video_versions: item.video ? JSON.stringify(item.video.versions) : null,
        video_hls_key: item.video?.hlsKey ?? null,
        video_duration: item.video?.duration ?? null,
        has_audio: item.video?.hasAudio ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const userId of random.shuffle(taggable).slice(0, random.int(0, 2)))
      await db
        .insertInto('usertags')
        .values({ media_id: mediaId, child_id: child.id, user_id: userId, ...position(random) })
        .execute();
  }
}

/** Usertags, coauthors, overlays, a transparency label and closed comments on recent posts. */
async function decorateRecentPosts(
  db: Kysely<DB>,
  random: Random,
  recent: ReadonlyArray<{ id: number; owner_id: number }>,
  people: readonly number[],
): Promise<void> {
  for (const post of recent.slice(0, 9)) {
    for (const userId of random.shuffle(people.filter((p) => p !== post.owner_id)).slice(0, random.int(1, 2)))
      await db
        .insertInto('usertags')
        .values({ media_id: post.id, child_id: null, user_id: userId, ...position(random) })
        .execute();
  }
  for (const post of [recent[1], recent[4]]) {
    const coauthor = people.find((p) => p !== post?.owner_id);
    if (post && coauthor !== undefined)
      await db.insertInto('media_coauthors').values({ media_id: post.id, user_id: coauthor, position: 0 }).execute();
  }
  const set = async (index: number, values: Partial<Insertable<MediaTable>>) => {
    const post = recent[index];
    if (post) await db.updateTable('media').set(values).where('id', '=', post.id).execute();
  };
  await set(2, { overlay_type: 'sensitive' });
  await set(5, { overlay_type: 'sensitive' });
  await set(3, { overlay_type: 'misinformation' });
  await set(6, { transparency_label: DEMO_TRANSPARENCY_LABEL });
  await set(7, { comments_disabled: 1 });
}

/**
 * Two threads per post: a top-level comment with 1-3 replies (the author often answers), each
 * comment liked by up to four people; the blocked account joins the first post's threads. Times
 * stay at least 15 minutes in the past so seeded comments never trip the live rate or repeat rules.
 */
async function seedThreads(
  db: Kysely<DB>,
  random: Random,
  mediaIds: readonly number[],
  talkers: readonly number[],
  demoId: number,
  id: (username: string) => number,
  now: number,
): Promise<void> {
  const latest = now - 15 * 60_000;
  const usernames = new Map<number, string>(
    (await db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.id, u.username]),
  );
  const owners = new Map(
    (
      await db
        .selectFrom('media')
        .select(['id', 'owner_id', 'taken_at'])
        .where('id', 'in', [...mediaIds, 0])
        .execute()
    ).map((m) => [m.id, m]),
  );
  const commentLikes = [];
  for (const [n, mediaId] of mediaIds.entries()) {
    const media = owners.get(mediaId);
    if (!media) continue;
    // Ten minutes after the post, or earlier when the threads would otherwise run past `latest`.
    const start = Math.max(media.taken_at + 5 * 60_000, Math.min(media.taken_at + 10 * 60_000, latest - 2 * HOUR));
    for (let t = 0; t < 2; t += 1) {
      const author = n === 0 && t === 1 ? id('blocked.ben') : random.pick(talkers);
      const top = await insertComment(db, {
        media_id: mediaId,
        user_id: author,
        text: random.pick(COMMENTS),
        parent_comment_id: null,
        created_at: Math.min(latest, start + t * 20 * 60_000),
      });
      const replies = random.int(1, 3);
      for (let r = 0; r < replies; r += 1) {
        const replier =
          r === 0 && random.chance(0.6) ? media.owner_id : r === 1 && n === 1 ? demoId : random.pick(talkers);
        const text = random.pick(REPLIES).replace('{user}', usernames.get(author) ?? '');
        const reply = await insertComment(db, {
          media_id: mediaId,
          user_id: replier,
          text,
          parent_comment_id: top,
          created_at: Math.min(latest, start + t * 20 * 60_000 + (r + 1) * 30 * 60_000),
        });
        for (const liker of random.shuffle(talkers).slice(0, random.int(0, 2)))
          commentLikes.push({ comment_id: reply, user_id: liker, created_at: latest });
      }
      const likers = random.shuffle([...talkers, demoId]).slice(0, random.int(0, 4));
      for (const liker of likers) commentLikes.push({ comment_id: top, user_id: liker, created_at: latest });
    }
  }
  await insertMany(db, 'comment_likes', commentLikes);
}

async function insertComment(
  db: Kysely<DB>,
  values: Pick<Insertable<CommentsTable>, 'media_id' | 'user_id' | 'text' | 'parent_comment_id' | 'created_at'>,
): Promise<number> {
  const row = await db
    .insertInto('comments')
    .values({ ...values, like_count: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

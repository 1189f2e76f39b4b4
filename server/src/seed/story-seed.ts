import type { Insertable, Kysely } from 'kysely';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/schema.js';
import type { StoriesTable } from '../db/stories-schema.js';
import type { FfmpegTools } from '../media/ffmpeg.js';
import { STORY_TTL_MS } from '../policy/stories.js';
import { createRandom } from './random.js';
import { SEED_CLIPS, storeSeedVideo, type SeedVideo } from './seed-videos.js';

/** One demo account's stories: how many, which are for close friends only, which are videos. */
interface StoryPlan {
  username: string;
  count: number;
  closeFriends?: 'all' | 'last';
  video?: boolean;
}

/**
 * Who has current stories in the demo (docs/behaviour/stories.md): about twenty accounts `demo`
 * follows, some for close friends only (demo is on the close friends of all but huang.min's, whose
 * story demo never sees), some videos; zhang.hao is private and not followed by demo, so demo does
 * not see its story either.
 */
const PLANS: readonly StoryPlan[] = [
  { username: 'demo', count: 1 },
  { username: 'lin.xiaoyu', count: 3, closeFriends: 'last' },
  { username: 'chen_wei', count: 2 },
  { username: 'ana.lima', count: 2, video: true },
  { username: 'kenji.sato', count: 1 },
  { username: 'mia_rossi', count: 2 },
  { username: 'zhang.hao', count: 1 },
  { username: 'noah.becker', count: 1 },
  { username: 'sofia.garcia', count: 1, closeFriends: 'all' },
  { username: 'wang.lei', count: 2 },
  { username: 'olivia.brown', count: 1, video: true },
  { username: 'li.na', count: 2 },
  { username: 'lucas.martin', count: 1 },
  { username: 'emma.wilson', count: 1 },
  { username: 'huang.min', count: 1, closeFriends: 'all' },
  { username: 'yuki.tanaka', count: 2 },
  { username: 'liam.oconnor', count: 1 },
  { username: 'isabella.costa', count: 1 },
  { username: 'daniel.kim', count: 2, video: true },
  { username: 'xu.ting', count: 1 },
  { username: 'ethan.clark', count: 1 },
  { username: 'he.jing', count: 1 },
];
/** Accounts that put demo on their close friends list. */
const DEMO_IS_CLOSE_FRIEND_OF = ['lin.xiaoyu', 'sofia.garcia'];
/** Stories demo posted earlier (expired, in its archive), from which its highlight is made. */
const DEMO_ARCHIVE = 4;
const HOUR = 3600 * 1000;

/**
 * Gives the demo current stories: when no seeded account has a current story (first start, or a
 * day after the last), a fresh set is posted, timed in the last hours. The first time also gives
 * demo an archive of expired stories with a highlight, and lin.xiaoyu a highlight. Pictures are
 * the accounts' post images; videos the demo clips.
 */
export async function seedStories(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  options: { now: number; tools: FfmpegTools | null; log: (message: string) => void },
): Promise<boolean> {
  const { db, storage } = deps;
  const { now } = options;
  const people = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where(
      'username',
      'in',
      PLANS.map((p) => p.username),
    )
    .execute();
  const idOf = new Map(people.map((p) => [p.username, p.id]));
  const demoId = idOf.get('demo');
  if (demoId === undefined) return false;
  const current = await db
    .selectFrom('stories')
    .select('id')
    .where('owner_id', 'in', [...idOf.values()])
    .where('expires_at', '>', now)
    .limit(1)
    .executeTakeFirst();
  if (current) return false;

  const random = createRandom(20261124);
  const plans = PLANS.filter((p) => idOf.has(p.username));
  // Pictures are the accounts' own post images (no rendering: seeding stays inside its budget).
  const photos = await db
    .selectFrom('media')
    .select([
      'owner_id',
      'image_key',
      'image_versions',
      'preview',
      'original_width',
      'original_height',
      'accessibility_caption',
    ])
    .where('media_type', '=', 1)
    .where('owner_id', 'in', [...idOf.values()])
    .orderBy('id')
    .limit(2000)
    .execute();
  if (photos.length === 0) return false;
  const photosOf = (ownerId: number) => {
    const own = photos.filter((p) => p.owner_id === ownerId);
    return own.length > 0 ? own : photos;
  };
  const videos: SeedVideo[] = [];
  if (options.tools) {
    try {
      for (const clip of SEED_CLIPS) videos.push(await storeSeedVideo(options.tools, storage, clip));
    } catch {
      options.log('story videos skipped: ffmpeg failed');
    }
  }

  const rows: Array<Insertable<StoriesTable>> = [];
  let videoIndex = 0;
  for (const plan of plans) {
    const ownerId = idOf.get(plan.username)!;
    const own = photosOf(ownerId);
    for (let i = 0; i < plan.count; i += 1) {
      const takenAt = now - random.int(1, 20) * HOUR + i * 10 * 60_000;
      const closeFriends = plan.closeFriends === 'all' || (plan.closeFriends === 'last' && i === plan.count - 1);
      const video = plan.video && i === 0 && videos.length > 0 ? videos[videoIndex++ % videos.length] : undefined;
      rows.push(storyRow(ownerId, takenAt, closeFriends, own[i % own.length]!, video));
    }
  }
  const demoPhotos = photosOf(demoId);
  const archiveRows = Array.from({ length: DEMO_ARCHIVE }, (_, i) =>
    storyRow(demoId, now - (3 + i) * 24 * HOUR, false, demoPhotos[(i + 1) % demoPhotos.length]!, undefined),
  );

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('stories').values(rows).execute();
    for (const username of DEMO_IS_CLOSE_FRIEND_OF) await putOnCloseFriends(trx, idOf.get(username), demoId, now);
    const firstTime = !(await trx
      .selectFrom('highlights')
      .select('id')
      .where('owner_id', '=', demoId)
      .executeTakeFirst());
    if (!firstTime) return;
    const kept = await trx.insertInto('stories').values(archiveRows).returning('id').execute();
    await makeHighlight(
      trx,
      demoId,
      'Weekend',
      kept.map((k) => k.id),
      now,
    );
    const lin = idOf.get('lin.xiaoyu');
    if (lin !== undefined) {
      const linStories = await trx
        .selectFrom('stories')
        .select('id')
        .where('owner_id', '=', lin)
        .orderBy('id')
        .limit(2)
        .execute();
      await makeHighlight(
        trx,
        lin,
        '上海',
        linStories.map((s) => s.id),
        now,
      );
    }
  });
  options.log(`seeded ${rows.length} current stories`);
  return true;
}

/** A seeded post's picture, reused as a story's. */
interface SeedPhoto {
  image_key: string;
  image_versions: string;
  preview: string | null;
  original_width: number;
  original_height: number;
  accessibility_caption: string | null;
}

function storyRow(
  ownerId: number,
  takenAt: number,
  closeFriends: boolean,
  photo: SeedPhoto,
  video: SeedVideo | undefined,
): Insertable<StoriesTable> {
  const poster = video?.poster;
  return {
    owner_id: ownerId,
    media_type: video ? 2 : 1,
    audience: closeFriends ? 'close_friends' : 'everyone',
    taken_at: takenAt,
    expires_at: takenAt + STORY_TTL_MS,
    original_width: poster?.width ?? photo.original_width,
    original_height: poster?.height ?? photo.original_height,
    image_key: poster?.prefix ?? photo.image_key,
    image_versions: poster ? JSON.stringify(poster.versions) : photo.image_versions,
    preview: poster?.preview ?? photo.preview,
    accessibility_caption: video ? null : photo.accessibility_caption,
    video_versions: video ? JSON.stringify(video.versions) : null,
    video_hls_key: video?.hlsKey ?? null,
    video_duration: video?.duration ?? null,
    has_audio: video?.hasAudio ? 1 : 0,
  };
}

/** Makes `ownerId` follow demo (if not yet) with demo on the close friends list. */
async function putOnCloseFriends(db: Kysely<DB>, ownerId: number | undefined, demoId: number, now: number) {
  if (ownerId === undefined) return;
  const existing = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', ownerId)
    .where('followee_id', '=', demoId)
    .executeTakeFirst();
  if (existing)
    await db
      .updateTable('follows')
      .set({ is_bestie: 1 })
      .where('follower_id', '=', ownerId)
      .where('followee_id', '=', demoId)
      .execute();
  else
    await db
      .insertInto('follows')
      .values({ follower_id: ownerId, followee_id: demoId, created_at: now, is_bestie: 1 })
      .execute();
}

async function makeHighlight(db: Kysely<DB>, ownerId: number, title: string, storyIds: number[], now: number) {
  if (storyIds.length === 0) return;
  const row = await db
    .insertInto('highlights')
    .values({ owner_id: ownerId, title, cover_story_id: storyIds[0] ?? null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('highlight_items')
    .values(storyIds.map((storyId) => ({ highlight_id: row.id, story_id: storyId, added_at: now })))
    .execute();
}

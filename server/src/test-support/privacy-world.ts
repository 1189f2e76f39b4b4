import crypto from 'node:crypto';
import type { TestServer } from './test-app.js';
import { TestClient } from './test-client.js';
import { buildAccessWorld, type AccessWorld } from './access-world.js';
import { jpeg, makeComment, makeFollow, makePost, makeRestrict, makeUser } from './fixtures.js';
import { uploadAll } from './upload-test-kit.js';
import { makePostWithOwnFiles } from './media-fixtures.js';
import { plantDirectHistory } from './direct-history-world.js';

/** The viewers of the authorization matrix (null: a logged-out visitor). */
export const MATRIX_VIEWERS = [
  null,
  'stranger',
  'requester',
  'follower',
  'owner',
  'blockedbyowner',
  'blocksowner',
] as const;
export type MatrixViewer = (typeof MATRIX_VIEWERS)[number];

/** A unique string planted in the world, and the viewers who may see it in any answer. */
export interface Marker {
  text: string;
  what: string;
  visibleTo: ReadonlySet<MatrixViewer>;
}

/** Everything the matrix's sample requests need to name. */
export interface PrivacyWorld extends AccessWorld {
  /** Ids beyond the access world's: people and the private account's things. */
  ids: {
    requester: number;
    bystander: number;
    privatePhoto: number;
    /** The catalogue place of the private photo. */
    privatePlace: number;
    privateVideo: number;
    privateCarousel: number;
    privateComment: number;
    followerComment: number;
    authorPost: number;
    coveredComment: number;
    blockerPost: number;
    ownerCollection: number;
    followerCollection: number;
    /** The private account's direct thread with its follower, and its message. */
    ownerThread: number;
    ownerThreadItem: number;
  };
  /**
   * The shortcodes of the posts (the private account's three, the author's, the blocker's, the
   * bystander's naming the blocker) and a
   * complete, unpublished upload of the private account's (its upload id and entity name).
   */
  names: { shortcodes: string[]; ownerUploadId: string; ownerUploadEntity: string };
  markers: Marker[];
  /** A logged-in client per viewer (null: logged out), created once. */
  client(viewer: MatrixViewer): Promise<TestClient>;
}

/** A marker text: an unguessable word no other string in the world can contain. */
function mark(label: string): string {
  return `zq${label}${crypto.randomBytes(5).toString('hex')}`;
}

const EVERYONE: readonly MatrixViewer[] = MATRIX_VIEWERS;
const only = (...viewers: MatrixViewer[]) => new Set<MatrixViewer>(viewers);
const allBut = (...viewers: MatrixViewer[]) => new Set(EVERYONE.filter((v) => !viewers.includes(v)));

/**
 * The access world (a private `owner` with an approved `follower`, a `stranger`, a public `author`,
 * `blockedbyowner` and `blocksowner`, who still have follow rows the blocks must override) and,
 * planted in it, markers of everything private: the private account's captions, alt texts, place,
 * hashtag, comments, its posts' stored files (photo, video, carousel), its collection's name, its
 * direct thread, a group the stranger was removed from (what came after is the members' only) and
 * the files of a direct photo it unsent (nobody's); a follower's collection; a covered comment; the public author's and a blocker's
 * posts (hidden across each block). Also a `requester` with a pending request and a `bystander`.
 * The bio and name of a private account are public (docs/behaviour/relationships.md#profile-visibility),
 * so they are not markers.
 */
export async function buildPrivacyWorld(server: TestServer): Promise<PrivacyWorld> {
  const base = await buildAccessWorld(server);
  const { db, storage } = server.deps;
  const { users } = base;
  const requester = await makeUser(db, 'requester');
  const bystander = await makeUser(db, 'bystander');
  await db
    .insertInto('follow_requests')
    .values({ requester_id: requester.id, target_id: users.owner, created_at: Date.now() })
    .execute();

  const markers: Marker[] = [];
  const plant = (what: string, visibleTo: ReadonlySet<MatrixViewer>) => {
    const text = mark(
      what
        .replace(/[^a-z]/gi, '')
        .toLowerCase()
        .slice(0, 12),
    );
    markers.push({ text, what, visibleTo });
    return text;
  };
  const privateSide = only('owner', 'follower');

  // A block hides each side from the other everywhere, search included; only the blocker still
  // gets the header of the account they block (to unblock it). Names show who a user is.
  for (const [userId, what, hiddenFrom] of [
    [users.owner, "the private account's name", 'blockedbyowner'],
    [users.blocksowner, "the blocker's name", 'owner'],
  ] as const)
    await db
      .updateTable('users')
      .set({ full_name: plant(what, allBut(hiddenFrom)) })
      .where('id', '=', userId)
      .execute();

  const hashtag = plant('private hashtag', privateSide);
  // A catalogue place only the private account's post is at (location pages must not show it).
  const place = await db
    .insertInto('locations')
    .values({
      name: 'Matrix Square',
      address: 'Nowhere',
      lat: 1,
      lng: 1,
      country_code: 'ZZ',
      country_name: 'Zed',
      city: 'Zed City',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const photo = await makePostWithOwnFiles(
    db,
    storage,
    users.owner,
    'photo',
    `${plant('private caption', privateSide)} #${hashtag}`,
  );
  await db
    .updateTable('media')
    .set({
      accessibility_caption: plant('private alt text', privateSide),
      location_name: plant('private place', privateSide),
      location_id: place.id,
    })
    .where('id', '=', photo.post.id)
    .execute();
  await db
    .insertInto('usertags')
    .values({ media_id: photo.post.id, child_id: null, user_id: users.author, x: 0.5, y: 0.5 })
    .execute();
  const video = await makePostWithOwnFiles(
    db,
    storage,
    users.owner,
    'video',
    plant('private video caption', privateSide),
  );
  const carousel = await makePostWithOwnFiles(
    db,
    storage,
    users.owner,
    'carousel',
    plant('private carousel caption', privateSide),
  );
  await db
    .updateTable('media_children')
    .set({ accessibility_caption: plant('private item alt text', privateSide) })
    .where('media_id', '=', carousel.post.id)
    .execute();
  for (const files of [photo, video, carousel])
    for (const url of files.urls)
      markers.push({ text: url.replace('/media/', ''), what: `private file ${url}`, visibleTo: privateSide });

  const privateComment = await makeComment(db, photo.post.id, users.owner, plant('owner comment', privateSide));
  const followerComment = await makeComment(db, photo.post.id, users.follower, plant('follower comment', privateSide));
  await makeComment(db, photo.post.id, users.follower, plant('follower reply', privateSide), {
    parentId: privateComment.id,
  });

  // The public author's post and comment are hidden across both of the author's blocks.
  const authorPost = await makePost(
    db,
    storage,
    users.author,
    Date.now() - 30_000,
    plant('author caption', allBut('blockedbyowner', 'blocksowner')),
  );
  await makeComment(db, authorPost.id, users.author, plant('author comment', allBut('blockedbyowner', 'blocksowner')));
  // A stranger the author restricted: their comment on the author's post is covered (theirs only).
  await makeRestrict(db, users.author, users.stranger);
  const coveredComment = await makeComment(
    db,
    authorPost.id,
    users.stranger,
    plant('covered comment', only('stranger')),
    {
      covered: true,
    },
  );
  // blocksowner's public post, hidden from the owner they block.
  const blockerPost = await makePost(
    db,
    storage,
    users.blocksowner,
    Date.now() - 20_000,
    plant('blocker caption', allBut('owner')),
  );

  const collection = async (userId: number, name: string, mediaIds: number[]) => {
    const row = await db
      .insertInto('collections')
      .values({ user_id: userId, name, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const mediaId of mediaIds) {
      await db.insertInto('saves').values({ user_id: userId, media_id: mediaId, created_at: Date.now() }).execute();
      await db
        .insertInto('collection_items')
        .values({ collection_id: row.id, media_id: mediaId, created_at: Date.now() })
        .execute();
    }
    return row.id;
  };
  const ownerCollection = await collection(users.owner, plant('owner collection', only('owner')), [photo.post.id]);
  const followerCollection = await collection(users.follower, plant('follower collection', only('follower')), [
    photo.post.id,
    authorPost.id,
  ]);

  const now = Date.now();
  const thread = await db
    .insertInto('direct_threads')
    .values({
      title: plant('thread title', privateSide),
      is_group: 0,
      created_by: users.owner,
      created_at: now,
      last_activity_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const userId of [users.owner, users.follower])
    await db
      .insertInto('direct_thread_members')
      .values({
        thread_id: thread.id,
        user_id: userId,
        folder: 0,
        pending: 0,
        is_admin: userId === users.owner ? 1 : 0,
        last_seen_at: null,
      })
      .execute();
  const threadItem = await db
    .insertInto('direct_items')
    .values({
      thread_id: thread.id,
      user_id: users.owner,
      item_type: 'text',
      text: plant('direct message', privateSide),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // A public bystander's post that names the blocker in every way a post names people: co-author,
  // tagged person, sponsor and liker. The owner, whom the blocker blocks, follows both (follow rows
  // from before the block): the post shows in the owner's feed, and the blocker in none of it.
  const bystanderPost = await makePost(db, storage, bystander.id, Date.now() - 10_000, 'bystander post');
  await db.insertInto('media_coauthors').values({ media_id: bystanderPost.id, user_id: users.blocksowner }).execute();
  await db
    .insertInto('usertags')
    .values({ media_id: bystanderPost.id, child_id: null, user_id: users.blocksowner, x: 0.2, y: 0.2 })
    .execute();
  await db.insertInto('media_sponsors').values({ media_id: bystanderPost.id, sponsor_id: users.blocksowner }).execute();
  await db
    .insertInto('likes')
    .values({ media_id: bystanderPost.id, user_id: users.blocksowner, created_at: Date.now() })
    .execute();
  await makeFollow(db, users.owner, bystander.id);
  await makeFollow(db, users.owner, users.blocksowner);
  // The private account invited its follower to collaborate on its photo: only the follower may
  // answer (docs/behaviour/creation.md#collaborators), only the owner sees the invitation on the post.
  await db
    .insertInto('media_coauthors')
    .values({ media_id: photo.post.id, user_id: users.follower, pending: 1 })
    .execute();

  // Activity (docs/behaviour/activity.md#always-consistent): every account was mentioned in the
  // owner's comment on the private photo, and the blocker liked the owner's photo. Only who may see
  // the post reads the mention (its comment and shortcode); nobody reads across a block.
  const mentionComment = await makeComment(db, photo.post.id, users.owner, plant('mention comment', privateSide));
  const mentionedAt = Date.now();
  await db
    .insertInto('notifications')
    .values([
      ...[users.follower, users.stranger, requester.id, users.blockedbyowner, users.blocksowner, users.author].map(
        (recipientId) => ({
          recipient_id: recipientId,
          actor_id: users.owner,
          kind: 'mention',
          subject: `c${mentionComment.id}`,
          media_id: photo.post.id,
          comment_id: mentionComment.id,
          created_at: mentionedAt,
          withdrawn_at: null,
        }),
      ),
      {
        recipient_id: users.owner,
        actor_id: users.blocksowner,
        kind: 'like',
        subject: `m${photo.post.id}`,
        media_id: photo.post.id,
        comment_id: null,
        created_at: mentionedAt,
        withdrawn_at: null,
      },
    ])
    .execute();

  // Everyone but the owner follows the public author too (the access world has the blocked ones).
  for (const userId of [users.follower, users.stranger, requester.id]) await makeFollow(db, userId, users.author);

  const clients = new Map<string, TestClient>();
  const owner = new TestClient(server.app);
  await owner.login('owner', 'password1');
  clients.set('owner', owner);
  const ownerUploadId = String(Date.now());
  const ownerUploadEntity = await uploadAll(owner, ownerUploadId, await jpeg(32, 32));
  const stranger = new TestClient(server.app);
  await stranger.login('stranger', 'password1');
  clients.set('stranger', stranger);
  await plantDirectHistory({
    owner,
    stranger,
    users: { follower: users.follower, stranger: users.stranger },
    plant,
    markers,
  });
  return {
    ...base,
    ids: {
      requester: requester.id,
      bystander: bystander.id,
      privatePhoto: photo.post.id,
      privatePlace: place.id,
      privateVideo: video.post.id,
      privateCarousel: carousel.post.id,
      privateComment: privateComment.id,
      followerComment: followerComment.id,
      authorPost: authorPost.id,
      coveredComment: coveredComment.id,
      blockerPost: blockerPost.id,
      ownerCollection,
      followerCollection,
      ownerThread: thread.id,
      ownerThreadItem: threadItem.id,
    },
    names: {
      shortcodes: [
        photo.post.code,
        video.post.code,
        carousel.post.code,
        authorPost.code,
        blockerPost.code,
        bystanderPost.code,
      ],
      ownerUploadId,
      ownerUploadEntity,
    },
    markers,
    async client(viewer) {
      const key = viewer ?? '';
      const known = clients.get(key);
      if (known) return known;
      const client = new TestClient(server.app);
      if (viewer) await client.login(viewer, 'password1');
      clients.set(key, client);
      return client;
    },
  };
}

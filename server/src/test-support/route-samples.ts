import { DOC_IDS, type PersistedDocumentName } from 'shared-contracts';
import type { MatrixViewer, PrivacyWorld } from './privacy-world.js';
import type { TestClient } from './test-client.js';

/**
 * When a route's samples run. Every route runs for every viewer within its phase, phases in this
 * order, so the world the reads see is whole: writes add to it, destructive calls (relationships,
 * deletions) may take things away, and session calls (log in, sign up, log out, delete the
 * account) end or replace the viewer's session.
 */
export const PHASES = ['read', 'write', 'destructive', 'session'] as const;
export type Phase = (typeof PHASES)[number];

/** One request of a sample: a GET, a form POST, or a POST of raw bytes with its headers. */
export interface SampleRequest {
  method: 'GET' | 'POST';
  url: string;
  form?: Record<string, string>;
  body?: Buffer;
  headers?: Record<string, string>;
}

/** The sample requests of one route (or persisted GraphQL document) for a viewer. */
export interface RouteSample {
  phase: Phase;
  requests(world: PrivacyWorld, viewer: MatrixViewer): SampleRequest[];
  /** Waits, as the viewer, until what the requests read is ready (an archive being built). */
  settle?(client: TestClient): Promise<void>;
}

const get = (url: string): SampleRequest => ({ method: 'GET', url });
const post = (url: string, form: Record<string, string> = {}): SampleRequest => ({ method: 'POST', url, form });
const json = (url: string, value: unknown): SampleRequest => ({
  method: 'POST',
  url,
  body: Buffer.from(JSON.stringify(value)),
  headers: { 'content-type': 'application/json' },
});
const graphql = (name: PersistedDocumentName, variables: Record<string, unknown>): SampleRequest =>
  post('/web/wwwgraphql/ig/query/', { doc_id: DOC_IDS[name], variables: JSON.stringify(variables) });

/** Runs a sample for every id of a list. */
const each = <T>(values: readonly T[], request: (value: T) => SampleRequest) => values.map(request);

/** The private account, and the other accounts whose content a block hides. */
const profiles = (w: PrivacyWorld) => [w.users.owner, w.users.author, w.users.blocksowner];
/** Posts: the private account's three, the public author's (hidden across its blocks), the blocker's. */
const posts = (w: PrivacyWorld) => [
  w.ids.privatePhoto,
  w.ids.privateVideo,
  w.ids.privateCarousel,
  w.ids.authorPost,
  w.ids.blockerPost,
];
/** Whom a relationship action is about: the private account, or for the private account itself a bystander. */
const target = (w: PrivacyWorld, viewer: MatrixViewer) => (viewer === 'owner' ? w.ids.bystander : w.users.owner);
/** A relationship action on the viewer's target. */
const relationship = (action: string): RouteSample => ({
  phase: 'destructive',
  requests: (w, viewer) => [post(`/api/v1/friendships/${action}/${target(w, viewer)}/`)],
});
/** A comment action on every comment: the private post's two, and the covered one on the author's post. */
const commentIds = (w: PrivacyWorld) => [w.ids.privateComment, w.ids.followerComment, w.ids.coveredComment];

const D = '/api/v1/direct_v2';
/** The private account's thread and its message, as paths. */
const ownerThread = (w: PrivacyWorld) => `${D}/threads/${w.ids.ownerThread}`;
const ownerItem = (w: PrivacyWorld, action: string) => `${ownerThread(w)}/items/${w.ids.ownerThreadItem}/${action}/`;
/** Send targets: the private account's thread, and the private account itself as a person. */
const sendTo = (w: PrivacyWorld, viewer: MatrixViewer, kind: string) => ({
  thread_ids: JSON.stringify([String(w.ids.ownerThread)]),
  recipient_users: JSON.stringify(viewer === 'owner' ? [] : [String(w.users.owner)]),
  client_context: `matrix-${kind}-${viewer ?? 'visitor'}`,
});

/** Samples of the moderation calls, on the private account and its photo. */
function moderationSamples(): Record<string, RouteSample> {
  const M = '/api/v1/moderation';
  const note = { note: 'matrix', days: '1' };
  const onPost = (action: string): RouteSample => ({
    phase: 'destructive',
    requests: (w) => [post(`${M}/items/post/${w.ids.privatePhoto}/${action}/`, note)],
  });
  const onOwner = (action: string): RouteSample => ({
    phase: 'destructive',
    requests: (w) => [post(`${M}/accounts/${w.users.owner}/${action}/`, note)],
  });
  return {
    [`GET ${M}/queue/`]: { phase: 'read', requests: () => [get(`${M}/queue/`)] },
    [`GET ${M}/log/`]: { phase: 'read', requests: () => [get(`${M}/log/`)] },
    [`POST ${M}/items/:kind/:id/dismiss/`]: onPost('dismiss'),
    [`POST ${M}/items/:kind/:id/remove/`]: onPost('remove'),
    ...Object.fromEntries(
      ['limit', 'unlimit', 'suspend', 'unsuspend', 'grant_moderator', 'revoke_moderator'].map((action) => [
        `POST ${M}/accounts/:id/${action}/`,
        onOwner(action),
      ]),
    ),
  };
}

/** Samples of the direct-message calls (docs/calls.md#direct). */
function directSamples(): Record<string, RouteSample> {
  const read = (url: (w: PrivacyWorld) => string): RouteSample => ({ phase: 'read', requests: (w) => [get(url(w))] });
  const threadAction = (action: string, phase: Phase, form: Record<string, string> = {}): RouteSample => ({
    phase,
    requests: (w) => [post(`${ownerThread(w)}/${action}/`, form)],
  });
  const members = (w: PrivacyWorld) => ({ user_ids: JSON.stringify([String(w.ids.bystander)]) });
  const memberAction = (action: string): RouteSample => ({
    phase: 'destructive',
    requests: (w) => [post(`${ownerThread(w)}/${action}/`, members(w))],
  });
  const broadcast = (kind: string, fields: (w: PrivacyWorld) => Record<string, string>): RouteSample => ({
    phase: 'write',
    requests: (w, viewer) => [post(`${D}/threads/broadcast/${kind}/`, { ...sendTo(w, viewer, kind), ...fields(w) })],
  });
  return {
    [`GET ${D}/pending_inbox/`]: read(() => `${D}/pending_inbox/`),
    [`GET ${D}/threads/get_by_participants/`]: read(
      (w) =>
        `${D}/threads/get_by_participants/?recipient_users=${encodeURIComponent(JSON.stringify([String(w.users.owner)]))}`,
    ),
    [`GET ${D}/threads/:threadId/`]: {
      phase: 'read',
      requests: (w) => [get(`${ownerThread(w)}/`), get(`${ownerThread(w)}/?newer_than=0`)],
    },
    [`GET ${D}/get_badge_count/`]: read(() => `${D}/get_badge_count/`),
    [`GET ${D}/get_presence/`]: read(() => `${D}/get_presence/`),
    [`GET ${D}/has_interop_upgraded/`]: read(() => `${D}/has_interop_upgraded/`),
    [`GET ${D}/threads/:threadId/get_items/`]: read(
      (w) =>
        `${ownerThread(w)}/get_items/?item_ids=${encodeURIComponent(JSON.stringify([String(w.ids.ownerThreadItem)]))}`,
    ),
    [`GET ${D}/ranked_recipients/`]: read(() => `${D}/ranked_recipients/?mode=reshare&show_threads=true&query=o`),
    [`GET ${D}/in_thread_message_search/`]: read(
      (w) => `${D}/in_thread_message_search/?id=${w.ids.ownerThread}&query=zq`,
    ),
    [`GET ${D}/search_secondary/`]: read(() => `${D}/search_secondary/?query=zq`),
    [`POST ${D}/create_group_thread/`]: {
      phase: 'write',
      requests: (w) => [
        post(`${D}/create_group_thread/`, { recipient_users: JSON.stringify([String(w.users.owner)]) }),
      ],
    },
    [`POST ${D}/threads/broadcast/text/`]: broadcast('text', () => ({ text: 'matrix text' })),
    [`POST ${D}/threads/broadcast/link/`]: broadcast('link', () => ({ link_text: 'https://example.com/' })),
    [`POST ${D}/threads/broadcast/media_share/`]: broadcast('media_share', (w) => ({
      media_id: String(w.ids.privatePhoto),
    })),
    [`POST ${D}/threads/broadcast/reel_share/`]: broadcast('reel_share', (w) => ({
      media_id: String(w.ids.privatePhoto),
      text: 'matrix reply',
    })),
    [`POST ${D}/threads/broadcast/reel_react/`]: broadcast('reel_react', (w) => ({
      media_id: String(w.ids.privatePhoto),
      reaction_emoji: '🔥',
    })),
    [`POST ${D}/threads/broadcast/forward/`]: broadcast('forward', (w) => ({
      forwarded_from_thread_id: String(w.ids.ownerThread),
      forwarded_from_thread_item_id: String(w.ids.ownerThreadItem),
    })),
    [`POST ${D}/threads/broadcast/configure_photo/`]: broadcast('configure_photo', (w) => ({
      upload_id: w.names.ownerUploadId,
    })),
    [`POST ${D}/threads/approve_multiple/`]: {
      phase: 'write',
      requests: (w) => [
        post(`${D}/threads/approve_multiple/`, { thread_ids: JSON.stringify([String(w.ids.ownerThread)]) }),
      ],
    },
    [`POST ${D}/threads/decline_multiple/`]: {
      phase: 'destructive',
      requests: (w) => [
        post(`${D}/threads/decline_multiple/`, { thread_ids: JSON.stringify([String(w.ids.ownerThread)]) }),
      ],
    },
    [`POST ${D}/threads/decline_all/`]: { phase: 'destructive', requests: () => [post(`${D}/threads/decline_all/`)] },
    [`POST ${D}/threads/:threadId/mute/`]: threadAction('mute', 'write'),
    [`POST ${D}/threads/:threadId/unmute/`]: threadAction('unmute', 'write'),
    [`POST ${D}/threads/:threadId/mute_video_call/`]: threadAction('mute_video_call', 'write'),
    [`POST ${D}/threads/:threadId/unmute_video_call/`]: threadAction('unmute_video_call', 'write'),
    [`POST ${D}/threads/:threadId/move/`]: threadAction('move', 'write', { folder: '1' }),
    [`POST ${D}/threads/:threadId/update_title/`]: threadAction('update_title', 'write', { title: 'matrix title' }),
    [`POST ${D}/threads/:threadId/set_disappearing_messages_settings/`]: threadAction(
      'set_disappearing_messages_settings',
      'write',
      { mode: 'on', ttl_sec: '86400' },
    ),
    [`POST ${D}/threads/:threadId/hide/`]: threadAction('hide', 'destructive'),
    [`POST ${D}/threads/:threadId/leave/`]: threadAction('leave', 'destructive'),
    [`POST ${D}/threads/:threadId/delete/`]: threadAction('delete', 'destructive'),
    [`POST ${D}/threads/:threadId/add_user/`]: memberAction('add_user'),
    [`POST ${D}/threads/:threadId/remove_users/`]: memberAction('remove_users'),
    [`POST ${D}/threads/:threadId/add_admins/`]: memberAction('add_admins'),
    [`POST ${D}/threads/:threadId/remove_admins/`]: memberAction('remove_admins'),
    [`POST ${D}/threads/:threadId/items/:itemId/reactions/`]: {
      phase: 'write',
      requests: (w) => [post(ownerItem(w, 'reactions'), { reaction_type: 'emoji', emoji: '👍' })],
    },
    [`POST ${D}/threads/:threadId/items/:itemId/seen/`]: {
      phase: 'write',
      requests: (w) => [post(ownerItem(w, 'seen'))],
    },
    [`POST ${D}/threads/:threadId/items/:itemId/hide/`]: {
      phase: 'destructive',
      requests: (w) => [post(ownerItem(w, 'hide'))],
    },
    [`POST ${D}/threads/:threadId/items/:itemId/delete/`]: {
      phase: 'destructive',
      requests: (w) => [post(ownerItem(w, 'delete'))],
    },
  };
}

/**
 * Sample requests for every registered route, keyed "METHOD pattern" exactly as Fastify registers
 * it. authorization-matrix.db.test.ts fails when a route has no entry here (or an entry names no
 * route): a new endpoint must say how to call it against the private world before it can ship.
 * Aim the samples at what is private: the private account, its posts, comments, collections,
 * thread, uploads and files, and what blocks hide.
 */
export const ROUTE_SAMPLES: Record<string, RouteSample> = {
  'GET /healthz': { phase: 'read', requests: () => [get('/healthz')] },
  'GET /api/v1/web/ping/': { phase: 'read', requests: () => [get('/api/v1/web/ping/')] },
  'GET /remotes.json': { phase: 'read', requests: () => [get('/remotes.json')] },
  'GET /api/v1/web/data/shared_data/': { phase: 'read', requests: () => [get('/api/v1/web/data/shared_data/')] },
  // What a page of the shell carries, for stack mode's shell server: the private posts' pages and the
  // private profile's page, the home feed.
  'GET /api/v1/web/page_data/': {
    phase: 'read',
    requests: (w) => [
      ...each(w.names.shortcodes, (code) => get(`/api/v1/web/page_data/?path=${encodeURIComponent(`/p/${code}/`)}`)),
      ...each(['owner', 'author', 'blocksowner'], (u) => get(`/api/v1/web/page_data/?path=/${u}/`)),
      get('/api/v1/web/page_data/?path=/'),
    ],
  },
  'GET /cookie/consent/': { phase: 'read', requests: () => [get('/cookie/consent/')] },
  'POST /cookie/consent/': {
    phase: 'write',
    requests: () => [post('/cookie/consent/', { accept_only_essential: 'true', consent_to_everything: 'false' })],
  },
  'POST /api/v1/web/visitor/impressions/': {
    phase: 'write',
    requests: () => [post('/api/v1/web/visitor/impressions/', { surface: 'page' })],
  },
  'GET /webinstall/barcelona/:loginStatus/': {
    phase: 'read',
    requests: () => [get('/webinstall/barcelona/loggedin/?fallback_url=https%3A%2F%2Fwww.threads.net%2F')],
  },
  // Refused (403) unless the browser allowed analytics; the matrix's browsers declined.
  'POST /api/v1/web/logging/events/': {
    phase: 'write',
    requests: () => [
      json('/api/v1/web/logging/events/', {
        device_id: 'matrix-device-0001',
        events: [
          {
            event: 'page_view',
            event_category: 'navigation',
            access_flow_version: 'F2_FLOW',
            waterfall_id: 'matrix-waterfall',
            event_request_id: 'matrix-request',
            client_time: 1,
          },
        ],
      }),
    ],
  },

  // Profiles and their tabs.
  'GET /api/v1/users/web_profile_info/': {
    phase: 'read',
    requests: () =>
      each(['owner', 'author', 'blocksowner', 'blockedbyowner'], (u) =>
        get(`/api/v1/users/web_profile_info/?username=${u}`),
      ),
  },
  'GET /api/v1/users/:userId/about_this_account/': {
    phase: 'read',
    requests: (w) => each(profiles(w), (id) => get(`/api/v1/users/${id}/about_this_account/`)),
  },
  'GET /api/v1/feed/user/:userId/': {
    phase: 'read',
    requests: (w) => each(profiles(w), (id) => get(`/api/v1/feed/user/${id}/`)),
  },
  'GET /api/v1/clips/user/:userId/': {
    phase: 'read',
    requests: (w) => each(profiles(w), (id) => get(`/api/v1/clips/user/${id}/`)),
  },
  'GET /api/v1/usertags/:userId/feed/': {
    // The author is tagged on the private photo: their tagged tab must not show it to others.
    phase: 'read',
    requests: (w) => each(profiles(w), (id) => get(`/api/v1/usertags/${id}/feed/`)),
  },
  'GET /api/v1/friendships/:userId/followers/': {
    phase: 'read',
    requests: (w) => each(profiles(w), (id) => get(`/api/v1/friendships/${id}/followers/`)),
  },
  'GET /api/v1/friendships/:userId/following/': {
    phase: 'read',
    requests: (w) => each(profiles(w), (id) => get(`/api/v1/friendships/${id}/following/`)),
  },
  'GET /api/v1/discover/chaining/': {
    phase: 'read',
    requests: (w) => each(profiles(w), (id) => get(`/api/v1/discover/chaining/?target_id=${id}`)),
  },
  'GET /api/v1/friendships/pending/': { phase: 'read', requests: () => [get('/api/v1/friendships/pending/')] },
  'GET /api/v1/activity/': { phase: 'read', requests: () => [get('/api/v1/activity/')] },
  'GET /api/v1/activity/badge/': { phase: 'read', requests: () => [get('/api/v1/activity/badge/')] },
  'POST /api/v1/activity/seen/': { phase: 'write', requests: () => [post('/api/v1/activity/seen/')] },
  'GET /api/v1/activity/settings/': { phase: 'read', requests: () => [get('/api/v1/activity/settings/')] },
  'GET /api/v1/push/key/': { phase: 'read', requests: () => [get('/api/v1/push/key/')] },
  'POST /api/v1/push/subscribe/': {
    phase: 'write',
    // An endpoint no push service has: refused (400) for everyone, and nothing is sent.
    requests: () => [
      post('/api/v1/push/subscribe/', {
        endpoint: 'https://push.example/x',
        p256dh: 'B'.repeat(87),
        auth: 'A'.repeat(22),
      }),
    ],
  },
  'GET /api/v1/push/subscription/': {
    phase: 'read',
    requests: () => [get('/api/v1/push/subscription/?endpoint=https%3A%2F%2Fpush.example%2Fx')],
  },
  'POST /api/v1/push/unsubscribe/': {
    phase: 'write',
    requests: () => [post('/api/v1/push/unsubscribe/', { endpoint: 'https://push.example/x' })],
  },
  'POST /api/v1/activity/settings/': {
    phase: 'write',
    requests: () => [post('/api/v1/activity/settings/', { kind: 'like', enabled: 'false' })],
  },
  'GET /api/v1/friendships/besties/': { phase: 'read', requests: () => [get('/api/v1/friendships/besties/')] },
  'GET /api/v1/friendships/favorites/': { phase: 'read', requests: () => [get('/api/v1/friendships/favorites/')] },

  // Posts, comments, engagement.
  'GET /api/v1/media/:mediaId/comments/': {
    phase: 'read',
    requests: (w) => each(posts(w), (id) => get(`/api/v1/media/${id}/comments/`)),
  },
  'GET /api/v1/media/:mediaId/comments/:commentId/': {
    phase: 'read',
    requests: (w) => [
      ...each([w.ids.privateComment, w.ids.followerComment], (id) =>
        get(`/api/v1/media/${w.ids.privatePhoto}/comments/${id}/`),
      ),
      get(`/api/v1/media/${w.ids.authorPost}/comments/${w.ids.coveredComment}/`),
    ],
  },
  'GET /api/v1/media/:mediaId/comments/:commentId/child_comments/': {
    phase: 'read',
    requests: (w) => [get(`/api/v1/media/${w.ids.privatePhoto}/comments/${w.ids.privateComment}/child_comments/`)],
  },
  'POST /api/v1/web/comments/:mediaId/add/': {
    phase: 'write',
    requests: (w) => [
      // Each text its own: the same text again and again would be refused as spam.
      ...each(posts(w), (id) => post(`/api/v1/web/comments/${id}/add/`, { comment_text: `matrix says hi to ${id}` })),
      post(`/api/v1/web/comments/${w.ids.privatePhoto}/add/`, {
        comment_text: 'a reply',
        replied_to_comment_id: String(w.ids.privateComment),
      }),
    ],
  },
  'POST /api/v1/web/comments/like/:commentId/': {
    phase: 'write',
    requests: (w) => each(commentIds(w), (id) => post(`/api/v1/web/comments/like/${id}/`)),
  },
  'POST /api/v1/web/comments/unlike/:commentId/': {
    phase: 'write',
    requests: (w) => each(commentIds(w), (id) => post(`/api/v1/web/comments/unlike/${id}/`)),
  },
  'POST /api/v1/web/comments/:mediaId/approve/:commentId/': {
    phase: 'write',
    requests: (w) => [
      post(`/api/v1/web/comments/${w.ids.privatePhoto}/approve/${w.ids.followerComment}/`),
      post(`/api/v1/web/comments/${w.ids.authorPost}/approve/${w.ids.coveredComment}/`),
    ],
  },
  'POST /api/v1/web/comments/:mediaId/delete/:commentId/': {
    phase: 'destructive',
    requests: (w) => [post(`/api/v1/web/comments/${w.ids.privatePhoto}/delete/${w.ids.followerComment}/`)],
  },
  'GET /api/v1/media/:mediaId/info/': {
    phase: 'read',
    requests: (w) => each(posts(w), (id) => get(`/api/v1/media/${id}/info/`)),
  },
  'POST /api/v1/media/:mediaId/delete/': {
    phase: 'destructive',
    // Of the private account's posts only the carousel (the others stay for later samples); the
    // blocker's post is its own for `blocksowner`, everyone else's to refuse.
    requests: (w) =>
      each([w.ids.privateCarousel, w.ids.authorPost, w.ids.blockerPost], (id) => post(`/api/v1/media/${id}/delete/`)),
  },
  'POST /api/v1/media/:mediaId/edit/': {
    phase: 'write',
    // Every post, with an edit that changes nothing (the world's markers stay): the author's own
    // answers the post, everyone else's is refused.
    requests: (w) => each(posts(w), (id) => json(`/api/v1/media/${id}/edit/`, {})),
  },
  // The follower's invitation to the private photo: theirs to answer, everyone else's is not found.
  'POST /api/v1/media/:mediaId/collab/accept/': {
    phase: 'write',
    requests: (w) => each(posts(w), (id) => post(`/api/v1/media/${id}/collab/accept/`)),
  },
  'POST /api/v1/media/:mediaId/collab/remove/': {
    phase: 'destructive',
    requests: (w) => each(posts(w), (id) => post(`/api/v1/media/${id}/collab/remove/`)),
  },
  'POST /api/v1/media/:mediaId/collab/decline/': {
    phase: 'destructive',
    requests: (w) => each(posts(w), (id) => post(`/api/v1/media/${id}/collab/decline/`)),
  },
  'GET /api/v1/media/:mediaId/likers/': {
    phase: 'read',
    requests: (w) => each(posts(w), (id) => get(`/api/v1/media/${id}/likers/`)),
  },
  'POST /api/v1/web/likes/:mediaId/like/': {
    phase: 'write',
    requests: (w) => each(posts(w), (id) => post(`/api/v1/web/likes/${id}/like/`)),
  },
  'POST /api/v1/web/likes/:mediaId/unlike/': {
    phase: 'write',
    requests: (w) => each(posts(w), (id) => post(`/api/v1/web/likes/${id}/unlike/`)),
  },
  'POST /api/v1/web/save/:mediaId/save/': {
    phase: 'write',
    requests: (w) => [
      ...each(posts(w), (id) => post(`/api/v1/web/save/${id}/save/`)),
      post(`/api/v1/web/save/${w.ids.authorPost}/save/`, {
        added_collection_ids: JSON.stringify([String(w.ids.ownerCollection), String(w.ids.followerCollection)]),
      }),
    ],
  },
  'POST /api/v1/web/save/:mediaId/unsave/': {
    phase: 'write',
    requests: (w) => [post(`/api/v1/web/save/${w.ids.blockerPost}/unsave/`)],
  },

  // Collections: nobody sees another's.
  'GET /api/v1/collections/list/': { phase: 'read', requests: () => [get('/api/v1/collections/list/')] },
  'GET /api/v1/feed/collection/:collectionId/posts/': {
    phase: 'read',
    requests: (w) =>
      each([String(w.ids.ownerCollection), String(w.ids.followerCollection), 'ALL_MEDIA_AUTO_COLLECTION'], (id) =>
        get(`/api/v1/feed/collection/${id}/posts/`),
      ),
  },
  'POST /api/v1/collections/create/': {
    phase: 'write',
    requests: (w) => [
      post('/api/v1/collections/create/', {
        name: 'matrix collection',
        added_media_ids: JSON.stringify([String(w.ids.privatePhoto)]),
      }),
    ],
  },
  'POST /api/v1/collections/:collectionId/edit/': {
    phase: 'write',
    requests: (w) =>
      each([w.ids.ownerCollection, w.ids.followerCollection], (id) =>
        post(`/api/v1/collections/${id}/edit/`, { added_media_ids: JSON.stringify([String(w.ids.authorPost)]) }),
      ),
  },
  'POST /api/v1/collections/:collectionId/delete/': {
    phase: 'destructive',
    requests: (w) => [post(`/api/v1/collections/${w.ids.followerCollection}/delete/`)],
  },

  // Search, places, suggestions, direct.
  'GET /api/v1/web/search/topsearch/': {
    phase: 'read',
    requests: (w) =>
      each(['owner', 'author', 'blocksowner', 'blockedbyowner', '#zq', 'zq'], (q) =>
        get(`/api/v1/web/search/topsearch/?query=${encodeURIComponent(q)}`),
      ).concat(
        w.markers
          .filter((m) => m.what === 'private hashtag')
          .map((m) => get(`/api/v1/web/search/topsearch/?query=%23${m.text.slice(0, 8)}`)),
      ),
  },
  'GET /api/v1/location_search/': {
    phase: 'read',
    requests: () => [get('/api/v1/location_search/?search_query=zq')],
  },
  'GET /api/v1/web/search/recent_searches/': {
    phase: 'read',
    requests: () => [get('/api/v1/web/search/recent_searches/')],
  },
  'GET /api/v1/web/search/suggested_searches/': {
    phase: 'read',
    requests: () => [get('/api/v1/web/search/suggested_searches/')],
  },
  'POST /api/v1/web/search/register_recent_search_click/': {
    phase: 'write',
    requests: (w) => [
      post('/api/v1/web/search/register_recent_search_click/', {
        entity_type: 'user',
        entity_id: String(w.users.owner),
      }),
      post('/api/v1/web/search/register_recent_search_click/', {
        entity_type: 'hashtag',
        entity_id: w.markers.find((m) => m.what === 'private hashtag')?.text ?? 'zq',
      }),
      post('/api/v1/web/search/register_recent_search_click/', {
        entity_type: 'place',
        entity_id: String(w.ids.privatePlace),
      }),
      get('/api/v1/web/search/recent_searches/'),
    ],
  },
  'POST /api/v1/web/search/hide_search_entities/': {
    phase: 'destructive',
    requests: (w) => [
      post('/api/v1/web/search/hide_search_entities/', { entity_type: 'user', entity_id: String(w.users.owner) }),
    ],
  },
  'POST /api/v1/web/search/clear_search_history/': {
    phase: 'destructive',
    requests: () => [post('/api/v1/web/search/clear_search_history/')],
  },
  'GET /api/v1/discover/web/explore_grid/': {
    phase: 'read',
    requests: () => [get('/api/v1/discover/web/explore_grid/')],
  },
  'GET /api/v1/tags/web_info/': {
    phase: 'read',
    requests: (w) =>
      w.markers
        .filter((m) => m.what === 'private hashtag')
        .map((m) => get(`/api/v1/tags/web_info/?tag_name=${encodeURIComponent(m.text)}`)),
  },
  'GET /api/v1/tags/:tag/sections/': {
    phase: 'read',
    requests: (w) =>
      w.markers
        .filter((m) => m.what === 'private hashtag')
        .flatMap((m) => [
          get(`/api/v1/tags/${encodeURIComponent(m.text)}/sections/?tab=top`),
          get(`/api/v1/tags/${encodeURIComponent(m.text)}/sections/?tab=recent`),
        ]),
  },
  'POST /api/v1/web/tags/follow/:tag/': {
    phase: 'write',
    requests: (w) =>
      w.markers
        .filter((m) => m.what === 'private hashtag')
        .map((m) => post(`/api/v1/web/tags/follow/${encodeURIComponent(m.text)}/`)),
  },
  'POST /api/v1/web/tags/unfollow/:tag/': {
    phase: 'destructive',
    requests: (w) =>
      w.markers
        .filter((m) => m.what === 'private hashtag')
        .map((m) => post(`/api/v1/web/tags/unfollow/${encodeURIComponent(m.text)}/`)),
  },
  'GET /api/v1/locations/:id/info/': {
    phase: 'read',
    requests: (w) => [get(`/api/v1/locations/${w.ids.privatePlace}/info/`)],
  },
  'GET /api/v1/locations/:id/sections/': {
    phase: 'read',
    requests: (w) => [
      get(`/api/v1/locations/${w.ids.privatePlace}/sections/?tab=top`),
      get(`/api/v1/locations/${w.ids.privatePlace}/sections/?tab=recent`),
    ],
  },
  'GET /api/v1/web/explore/locations/': {
    phase: 'read',
    requests: () => [
      get('/api/v1/web/explore/locations/'),
      get('/api/v1/web/explore/locations/?country=ZZ'),
      get(`/api/v1/web/explore/locations/?city=${encodeURIComponent('ZZ:Zed City')}`),
    ],
  },
  'POST /api/v1/web/discover/aysf_dismiss/': {
    phase: 'destructive',
    requests: (w, viewer) => [post('/api/v1/web/discover/aysf_dismiss/', { target_id: String(target(w, viewer)) })],
  },
  'GET /api/v1/direct_v2/inbox/': { phase: 'read', requests: () => [get('/api/v1/direct_v2/inbox/')] },
  // Direct messages: everything aims at the private account's thread with its follower.
  ...directSamples(),

  // Relationship actions, on the private account (the private account's own, on a bystander).
  'POST /api/v1/friendships/approve/:userId/': {
    phase: 'destructive',
    requests: (w, viewer) => [
      post(`/api/v1/friendships/approve/${viewer === 'owner' ? w.ids.requester : w.users.owner}/`),
    ],
  },
  'POST /api/v1/friendships/ignore/:userId/': relationship('ignore'),
  'POST /api/v1/friendships/add_bestie/:userId/': relationship('add_bestie'),
  'POST /api/v1/friendships/remove_bestie/:userId/': relationship('remove_bestie'),
  'POST /api/v1/friendships/add_favorite/:userId/': relationship('add_favorite'),
  'POST /api/v1/friendships/remove_favorite/:userId/': relationship('remove_favorite'),
  'POST /api/v1/friendships/restrict/:userId/': relationship('restrict'),
  'POST /api/v1/friendships/unrestrict/:userId/': relationship('unrestrict'),
  'POST /api/v1/friendships/mute_posts_or_story_from_follow/': {
    phase: 'destructive',
    requests: (w, viewer) => [
      post('/api/v1/friendships/mute_posts_or_story_from_follow/', { user_id: String(target(w, viewer)), posts: '1' }),
    ],
  },
  'POST /api/v1/friendships/unmute_posts_or_story_from_follow/': {
    phase: 'destructive',
    requests: (w, viewer) => [
      post('/api/v1/friendships/unmute_posts_or_story_from_follow/', {
        user_id: String(target(w, viewer)),
        posts: '1',
      }),
    ],
  },
  'POST /api/v1/friendships/remove_follower/:userId/': relationship('remove_follower'),
  'POST /api/v1/friendships/unblock/:userId/': relationship('unblock'),
  'POST /api/v1/friendships/block/:userId/': relationship('block'),

  // Creation: the owner's own upload (theirs only), and the profile.
  'GET /rupload_igphoto/:entityName': {
    phase: 'read',
    requests: (w) => [get(`/rupload_igphoto/${w.names.ownerUploadEntity}`)],
  },
  'GET /rupload_igvideo/:entityName': {
    phase: 'read',
    requests: (w) => [get(`/rupload_igvideo/${w.names.ownerUploadEntity}`)],
  },
  'POST /rupload_igphoto/:entityName': {
    phase: 'write',
    requests: (w) => [
      {
        method: 'POST',
        url: `/rupload_igphoto/${w.names.ownerUploadEntity}`,
        body: Buffer.from([0xff, 0xd8, 0xff]),
        headers: {
          'content-type': 'application/octet-stream',
          offset: '0',
          'x-entity-length': '1000',
          'x-entity-name': w.names.ownerUploadEntity,
          'x-entity-type': 'image/jpeg',
          'x-instagram-rupload-params': JSON.stringify({ media_type: 1, upload_id: w.names.ownerUploadId }),
        },
      },
    ],
  },
  'POST /rupload_igvideo/:entityName': {
    phase: 'write',
    requests: (w) => [
      {
        method: 'POST',
        url: `/rupload_igvideo/${w.names.ownerUploadEntity}`,
        body: Buffer.from('....ftypisom'),
        headers: {
          'content-type': 'application/octet-stream',
          offset: '0',
          'x-entity-length': '1000',
          'x-entity-name': w.names.ownerUploadEntity,
          'x-entity-type': 'video/mp4',
          'x-instagram-rupload-params': JSON.stringify({ media_type: 2, upload_id: w.names.ownerUploadId }),
        },
      },
    ],
  },
  'POST /api/v1/media/configure/': {
    phase: 'write',
    requests: (w) => [post('/api/v1/media/configure/', { upload_id: w.names.ownerUploadId, caption: 'matrix post' })],
  },
  'POST /api/v1/media/configure_to_clips/': {
    phase: 'write',
    requests: (w) => [post('/api/v1/media/configure_to_clips/', { upload_id: w.names.ownerUploadId, caption: 'x' })],
  },
  'POST /api/v1/media/configure_sidecar/': {
    phase: 'write',
    requests: (w) => [
      json('/api/v1/media/configure_sidecar/', {
        client_sidecar_id: '1',
        caption: 'x',
        children_metadata: [{ upload_id: w.names.ownerUploadId }, { upload_id: '1' }],
      }),
    ],
  },
  // Stories, highlights and reels (docs/behaviour/stories.md).
  'POST /api/v1/media/configure_to_story/': {
    phase: 'write',
    requests: (w) => [
      post('/api/v1/media/configure_to_story/', { upload_id: w.names.ownerUploadId, audience: 'close_friends' }),
    ],
  },
  'GET /api/v1/feed/reels_tray/': { phase: 'read', requests: () => [get('/api/v1/feed/reels_tray/')] },
  'GET /api/v1/feed/reels_media/': {
    phase: 'read',
    requests: (w) => [get(`/api/v1/feed/reels_media/?reel_ids=${profiles(w).join(',')},highlight:1`)],
  },
  'GET /api/v1/stories/:username/reel/': {
    phase: 'read',
    requests: () =>
      each(['owner', 'author', 'blocksowner', 'blockedbyowner'], (u) => get(`/api/v1/stories/${u}/reel/`)),
  },
  'POST /api/v1/media/seen/': {
    phase: 'write',
    requests: (w) => [json('/api/v1/media/seen/', { media_ids: posts(w).map(String) })],
  },
  'GET /api/v1/media/:mediaId/list_reel_media_viewer/': {
    phase: 'read',
    requests: (w) => each(posts(w), (id) => get(`/api/v1/media/${id}/list_reel_media_viewer/`)),
  },
  'POST /api/v1/media/:mediaId/story_like/': {
    phase: 'write',
    requests: (w) => each(posts(w), (id) => post(`/api/v1/media/${id}/story_like/`)),
  },
  'POST /api/v1/media/:mediaId/story_unlike/': {
    phase: 'write',
    requests: (w) => each(posts(w), (id) => post(`/api/v1/media/${id}/story_unlike/`)),
  },
  'GET /api/v1/archive/reel/stories/': { phase: 'read', requests: () => [get('/api/v1/archive/reel/stories/')] },
  'GET /api/v1/highlights/:id/highlights_tray/': {
    phase: 'read',
    requests: (w) => each(profiles(w), (id) => get(`/api/v1/highlights/${id}/highlights_tray/`)),
  },
  'POST /api/v1/highlights/create_reel/': {
    phase: 'write',
    requests: (w) => [json('/api/v1/highlights/create_reel/', { title: 'matrix', media_ids: posts(w).map(String) })],
  },
  'POST /api/v1/highlights/:id/edit_reel/': {
    phase: 'write',
    requests: () => [json('/api/v1/highlights/1/edit_reel/', { title: 'matrix edit' })],
  },
  'POST /api/v1/highlights/:id/delete_reel/': {
    phase: 'destructive',
    requests: () => [post('/api/v1/highlights/1/delete_reel/')],
  },
  'GET /api/v1/clips/home/': { phase: 'read', requests: () => [get('/api/v1/clips/home/')] },
  'POST /api/v1/web/accounts/web_change_profile_picture/': {
    phase: 'write',
    requests: (w) => [post('/api/v1/web/accounts/web_change_profile_picture/', { upload_id: w.names.ownerUploadId })],
  },
  'POST /api/v1/web/accounts/edit/': {
    // Never privacy: the world must stay private for the phases after this one.
    phase: 'write',
    requests: () => [post('/api/v1/web/accounts/edit/', { biography: 'edited by the matrix' })],
  },

  // Stored files: the private account's (photo, video, carousel) and a public one.
  'GET /media/*': {
    phase: 'read',
    requests: (w) => w.markers.filter((m) => m.what.startsWith('private file ')).map((m) => get(`/media/${m.text}`)),
  },

  // Settings: the session's own blocked accounts and activity status.
  'GET /api/v1/users/blocked_list/': { phase: 'read', requests: () => [get('/api/v1/users/blocked_list/?count=5')] },
  'GET /api/v1/accounts/get_presence_disabled/': {
    phase: 'read',
    requests: () => [get('/api/v1/accounts/get_presence_disabled/')],
  },
  'POST /api/v1/accounts/set_presence_disabled/': {
    phase: 'write',
    requests: () => [
      post('/api/v1/accounts/set_presence_disabled/', { disabled: '1' }),
      post('/api/v1/accounts/set_presence_disabled/', { disabled: '0' }),
    ],
  },
  // The shell's chrome: the session's own appearance, language and problem reports.
  'GET /api/v1/accounts/preferences/': { phase: 'read', requests: () => [get('/api/v1/accounts/preferences/')] },
  'POST /api/v1/accounts/set_appearance/': {
    phase: 'write',
    requests: () => [post('/api/v1/accounts/set_appearance/', { appearance: 'dark' })],
  },
  'POST /api/v1/accounts/set_language/': {
    phase: 'write',
    requests: () => [post('/api/v1/accounts/set_language/', { locale: 'en' })],
  },
  'POST /api/v1/web/report_problem/': {
    phase: 'write',
    requests: () => [post('/api/v1/web/report_problem/', { text: 'The feed did not load.', page_path: '/' })],
  },
  // Own data: the status and archive are the session's own; the archive is read once built.
  'POST /api/v1/accounts/download_data/': { phase: 'write', requests: () => [post('/api/v1/accounts/download_data/')] },
  'GET /api/v1/accounts/download_data/': { phase: 'write', requests: () => [get('/api/v1/accounts/download_data/')] },
  'GET /api/v1/accounts/download_data/archive/': {
    phase: 'destructive',
    requests: () => [get('/api/v1/accounts/download_data/archive/')],
    async settle(client) {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const status = await client.get('/api/v1/accounts/download_data/');
        if (status.statusCode !== 200 || status.json().download?.state !== 'pending') return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  },

  // Reports (docs/behaviour/moderation.md#reporting): of the world's hidden things, by every viewer;
  // only what the viewer can see is reported, else 404 as for the item's own call.
  'POST /api/v1/reports/': {
    phase: 'write',
    requests: (w) => [
      ...posts(w).map((id) => post('/api/v1/reports/', { kind: 'post', target_id: String(id), reason: 'spam' })),
      ...commentIds(w).map((id) =>
        post('/api/v1/reports/', { kind: 'comment', target_id: String(id), reason: 'hate' }),
      ),
      ...profiles(w).map((id) => post('/api/v1/reports/', { kind: 'account', target_id: String(id), reason: 'other' })),
      post('/api/v1/reports/', {
        kind: 'direct_message',
        target_id: String(w.ids.ownerThreadItem),
        reason: 'harassment',
      }),
    ],
  },
  'GET /api/v1/reports/mine/': { phase: 'read', requests: () => [get('/api/v1/reports/mine/')] },
  // The moderation area (docs/security.md#moderation): no viewer of the world is a moderator, so
  // every call answers 404 and changes nothing (moderation.db.test.ts covers moderators).
  ...moderationSamples(),

  // Where you're logged in and the password (docs/behaviour/accounts.md): always the session's own
  // account. An id no account has ends nothing (404); a wrong current password changes nothing.
  'GET /api/v1/accounts/sessions/': { phase: 'read', requests: () => [get('/api/v1/accounts/sessions/')] },
  'POST /api/v1/accounts/sessions/:id/logout/': {
    phase: 'write',
    requests: () => [post('/api/v1/accounts/sessions/AAAAAAAAAAAAAAAAAAAAAA/logout/')],
  },
  'POST /api/v1/accounts/password/change/': {
    phase: 'write',
    requests: () => [
      post('/api/v1/accounts/password/change/', {
        old_password: 'wrong',
        new_password1: 'a-long-password',
        new_password2: 'a-long-password',
      }),
    ],
  },
  'POST /api/v1/accounts/sessions/logout_others/': {
    phase: 'session',
    requests: () => [post('/api/v1/accounts/sessions/logout_others/')],
  },
  // Two-factor authentication (docs/behaviour/accounts.md#two-factor-authentication): always the
  // session's own account; a wrong password or code changes nothing, a forged challenge logs no one in.
  'GET /api/v1/accounts/two_factor/': { phase: 'read', requests: () => [get('/api/v1/accounts/two_factor/')] },
  'POST /api/v1/accounts/two_factor/setup/': {
    phase: 'write',
    requests: () => [post('/api/v1/accounts/two_factor/setup/', { password: 'wrong' })],
  },
  'POST /api/v1/accounts/two_factor/enable/': {
    phase: 'write',
    requests: () => [post('/api/v1/accounts/two_factor/enable/', { code: '000000' })],
  },
  'POST /api/v1/accounts/two_factor/disable/': {
    phase: 'write',
    requests: () => [post('/api/v1/accounts/two_factor/disable/', { password: 'wrong', code: '000000' })],
  },
  'POST /api/v1/accounts/two_factor/recovery_codes/': {
    phase: 'write',
    requests: () => [post('/api/v1/accounts/two_factor/recovery_codes/', { password: 'wrong' })],
  },
  'POST /api/v1/accounts/login/two_factor/': {
    phase: 'session',
    requests: () => [post('/api/v1/accounts/login/two_factor/', { challenge: 'A'.repeat(43), code: '000000' })],
  },
  // Password reset and the account's address (docs/calls.md#accounts): the links' calls take a
  // token, never a session, so a forged one is refused for everyone alike.
  'POST /api/v1/accounts/password/reset/': {
    phase: 'write',
    requests: () => [post('/api/v1/accounts/password/reset/', { username_or_email: 'owner' })],
  },
  'POST /api/v1/accounts/password/reset/confirm/': {
    phase: 'write',
    requests: () => [
      post('/api/v1/accounts/password/reset/confirm/', {
        token: 'forged',
        new_password1: 'a-long-password',
        new_password2: 'a-long-password',
      }),
    ],
  },
  'GET /api/v1/accounts/email/': { phase: 'read', requests: () => [get('/api/v1/accounts/email/')] },
  'POST /api/v1/accounts/email/resend/': { phase: 'write', requests: () => [post('/api/v1/accounts/email/resend/')] },
  'POST /api/v1/accounts/email/change/': {
    phase: 'write',
    requests: (_w, viewer) => [
      post('/api/v1/accounts/email/change/', { email: `new_${viewer ?? 'visitor'}@example.com`, password: 'wrong' }),
    ],
  },
  'POST /api/v1/accounts/email/confirm/': {
    phase: 'write',
    requests: () => [post('/api/v1/accounts/email/confirm/', { token: 'forged' })],
  },

  // The GraphQL endpoint: each persisted document has its own entry below.
  'POST /web/wwwgraphql/ig/query/': {
    phase: 'read',
    requests: () => [post('/web/wwwgraphql/ig/query/', { doc_id: '1', variables: '{}' })],
  },

  // Sessions last: each ends or replaces the viewer's session (sign-up logs in as a new account,
  // which the deletion request then removes).
  'POST /api/v1/web/accounts/login/ajax/': {
    phase: 'session',
    requests: (_w, viewer) => [
      post('/api/v1/web/accounts/login/ajax/', {
        username: viewer ?? 'owner',
        password: viewer ? 'password1' : 'wrong',
      }),
    ],
  },
  'POST /api/v1/web/accounts/web_create_ajax/': {
    phase: 'session',
    requests: (_w, viewer) => [
      post('/api/v1/web/accounts/web_create_ajax/', {
        username: `matrix_${viewer ?? 'visitor'}`,
        email: `matrix_${viewer ?? 'visitor'}@example.com`,
        full_name: 'Matrix',
        password: 'a-long-password',
      }),
    ],
  },
  'POST /api/v1/web/accounts/request_deletion/': {
    phase: 'session',
    requests: () => [post('/api/v1/web/accounts/request_deletion/', { password: 'a-long-password' })],
  },
  'POST /api/v1/web/accounts/logout/ajax/': {
    phase: 'session',
    requests: () => [post('/api/v1/web/accounts/logout/ajax/')],
  },
};

/** Sample requests for every persisted GraphQL document (docs/calls.md). */
export const GRAPHQL_SAMPLES: Record<PersistedDocumentName, RouteSample> = {
  FeedTimeline: {
    phase: 'read',
    requests: () =>
      each(['home', 'following', 'favorites', 'past_posts'], (variant) =>
        graphql('FeedTimeline', { variant, first: 20 }),
      ),
  },
  PostPage: {
    phase: 'read',
    requests: (w) => each(w.names.shortcodes, (shortcode) => graphql('PostPage', { shortcode })),
  },
  PostChain: {
    phase: 'read',
    requests: (w) => each(w.names.shortcodes, (shortcode) => graphql('PostChain', { shortcode, first: 20 })),
  },
  CreateFriendship: {
    phase: 'destructive',
    requests: (w, viewer) => [graphql('CreateFriendship', { input: { target_user_id: String(target(w, viewer)) } })],
  },
  DestroyFriendship: {
    phase: 'destructive',
    requests: (w, viewer) => [graphql('DestroyFriendship', { input: { target_user_id: String(target(w, viewer)) } })],
  },
};

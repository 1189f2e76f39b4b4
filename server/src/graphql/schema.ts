import type { GraphQLSchema } from 'graphql';
import { buildSchema } from './graphql-lib.js';

/** The GraphQL schema behind the persisted documents; field names follow docs/entities.md. */
export const SCHEMA_SDL = `
enum FeedVariant { home following favorites past_posts }

type ImageCandidate { url: String! width: Int! height: Int! }
type ImageVersions { candidates: [ImageCandidate!]! }
type VideoVersion { type: Int! url: String! width: Int! height: Int! }
type Caption { pk: String! text: String! created_at: Int! has_translation: Boolean! }
type UserSummary {
  pk: String! id: String! username: String! full_name: String!
  is_verified: Boolean! is_private: Boolean! profile_pic_url: String!
}
type Usertag { position: [Float!]! user: UserSummary! }
type Usertags { in: [Usertag!]! }
type Location { pk: String! name: String! lat: Float lng: Float }

type CarouselItem {
  id: String! pk: String! media_type: Int!
  original_width: Int! original_height: Int!
  image_versions2: ImageVersions!
  media_preview: String accessibility_caption: String
  usertags: Usertags
  video_versions: [VideoVersion!] video_hls_url: String number_of_qualities: Int! has_audio: Boolean!
  video_duration: Float
}

type OverlayBanner { text: String! }
type OverlayButton { action: String! action_url: String button_type: String! text: String! }
type MediaOverlayInfo {
  overlay_type: String! layout: String! icon: String! title: String! description: String!
  banner: OverlayBanner buttons: [OverlayButton!]!
}
type SponsorTag { is_pending: Boolean! sponsor: UserSummary! }

type Media {
  id: String! pk: String! code: String! taken_at: Int! media_type: Int! product_type: String!
  original_width: Int! original_height: Int!
  image_versions2: ImageVersions!
  media_preview: String accessibility_caption: String caption_is_edited: Boolean!
  caption: Caption
  user: UserSummary!
  like_count: Int! has_liked: Boolean! comment_count: Int! comments_disabled: Boolean!
  commenting_disabled_for_viewer: Boolean! like_and_view_counts_disabled: Boolean!
  top_likers: [String!]! facepile_top_likers: [UserSummary!]!
  has_viewer_saved: Boolean! saved_collection_ids: [String!]!
  usertags: Usertags
  location: Location
  video_versions: [VideoVersion!] video_hls_url: String number_of_qualities: Int! has_audio: Boolean!
  video_duration: Float
  carousel_media: [CarouselItem!] carousel_media_count: Int
  coauthor_producers: [UserSummary!]!
  "Invited collaborators who have not accepted yet: only for the post's owner, else null."
  invited_coauthor_producers: [UserSummary!]
  is_paid_partnership: Boolean! sponsor_tags: [SponsorTag!]!
  media_overlay_info: MediaOverlayInfo
  transparency_label: String
}

type Ad {
  ad_id: String! tracking_token: String! ad_title: String! link_text: String! link_url: String!
  disclaimers: [String!]! media: Media!
}
type SuggestedUser { user: UserSummary! social_context: String! follower_count: Int! follows_viewer: Boolean! }

type StoryCover { media_id: String! cropped_image_version: ImageCandidate! }
type FeedStoryReel {
  id: String! reel_type: String! user: UserSummary! latest_reel_media: Int! expiring_at: Int
  seen: Boolean! is_close_friends: Boolean! is_fan_club_story: Boolean! has_pride_media: Boolean!
  media_ids: [String!]! media_count: Int! cover_media: StoryCover
}

type FeedNode {
  kind: String! title: String id: String hashtag: String media: Media ad: Ad users: [SuggestedUser!]
  reels: [FeedStoryReel!]
}
type FeedEdge { cursor: String! node: FeedNode! }
type PageInfo { has_next_page: Boolean! end_cursor: String has_previous_page: Boolean! start_cursor: String }
type FeedConnection { edges: [FeedEdge!]! page_info: PageInfo! }
type PostPage { items: [Media!]! }
type PostChain { items: [Media!]! }

input FriendshipInput {
  target_user_id: String! container_module: String nav_chain: String client_mutation_id: String
}
type FriendshipStatusSummary { following: Boolean! outgoing_request: Boolean! followed_by: Boolean! is_bestie: Boolean! }
type FriendshipResult { id: String! username: String! friendship_status: FriendshipStatusSummary! }

type Query {
  feed_timeline(variant: FeedVariant!, first: Int, after: String, last: Int, before: String): FeedConnection!
  post_page(shortcode: String!): PostPage!
  post_chain(shortcode: String!, first: Int, country: String, language: String): PostChain!
}

type Mutation {
  xdt_create_friendship(input: FriendshipInput!): FriendshipResult!
  xdt_destroy_friendship(input: FriendshipInput!): FriendshipResult!
}
`;

/**
 * The executable schema. Root fields resolve through the root value (resolvers.ts) the way
 * graphql-js does by default: a function there is called with (args, context, info). The
 * resolvers are set explicitly because graphql-jit's default resolver only reads properties.
 */
export const schema: GraphQLSchema = buildSchema(SCHEMA_SDL);
for (const rootType of [schema.getQueryType(), schema.getMutationType()]) {
  for (const field of Object.values(rootType?.getFields() ?? {})) {
    field.resolve = (root, args, context, info) => {
      const value = (root as Record<string, unknown>)[field.name];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown)(args, context, info) : value;
    };
  }
}

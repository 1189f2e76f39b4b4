import { buildSchema, type GraphQLSchema } from 'graphql';

/** The GraphQL schema behind the persisted documents; field names follow the spec's entities. */
export const SCHEMA_SDL = `
enum FeedVariant { home following favorites past_posts }

type ImageCandidate { url: String! width: Int! height: Int! }
type ImageVersions { candidates: [ImageCandidate!]! }
type Caption { pk: String! text: String! created_at: Int! has_translation: Boolean! }
type UserSummary {
  pk: String! id: String! username: String! full_name: String!
  is_verified: Boolean! is_private: Boolean! profile_pic_url: String!
}
type Usertag { position: [Float!]! user: UserSummary! }
type Usertags { in: [Usertag!]! }
type Location { pk: String! name: String! lat: Float lng: Float }

type Media {
  id: String! pk: String! code: String! taken_at: Int! media_type: Int! product_type: String!
  original_width: Int! original_height: Int!
  image_versions2: ImageVersions!
  media_preview: String accessibility_caption: String caption_is_edited: Boolean!
  caption: Caption
  user: UserSummary!
  like_count: Int! has_liked: Boolean! comment_count: Int! comments_disabled: Boolean!
  commenting_disabled_for_viewer: Boolean! like_and_view_counts_disabled: Boolean!
  top_likers: [String!]! has_viewer_saved: Boolean! saved_collection_ids: [String!]!
  usertags: Usertags
  location: Location
}

type FeedNode { kind: String! title: String media: Media }
type FeedEdge { cursor: String! node: FeedNode! }
type PageInfo { has_next_page: Boolean! end_cursor: String has_previous_page: Boolean! start_cursor: String }
type FeedConnection { edges: [FeedEdge!]! page_info: PageInfo! }
type PostPage { items: [Media!]! }

type Query {
  feed_timeline(variant: FeedVariant!, first: Int, after: String, last: Int, before: String): FeedConnection!
  post_page(shortcode: String!): PostPage!
}
`;

/** The executable schema (root fields resolve through the root value in resolvers.ts). */
export const schema: GraphQLSchema = buildSchema(SCHEMA_SDL);

/**
 * The persisted GraphQL documents, by name. Only the server imports this module (through
 * `shared-contracts/graphql-documents`); browsers send the ids from `doc-ids.ts`.
 */

const USER_FIELDS = 'pk id username full_name is_verified is_private profile_pic_url';

const IMAGE_FIELDS = `
  original_width original_height
  image_versions2 { candidates { url width height } }
  media_preview accessibility_caption
  usertags { in { position user { ${USER_FIELDS} } } }
  video_versions { type url width height } video_hls_url number_of_qualities has_audio video_duration
`;

const MEDIA_FIELDS = `
  id pk code taken_at media_type product_type ${IMAGE_FIELDS}
  caption_is_edited caption { pk text created_at has_translation }
  user { ${USER_FIELDS} }
  like_count has_liked comment_count comments_disabled commenting_disabled_for_viewer
  like_and_view_counts_disabled top_likers facepile_top_likers { ${USER_FIELDS} }
  has_viewer_saved saved_collection_ids
  location { pk name lat lng }
  carousel_media_count carousel_media { id pk media_type ${IMAGE_FIELDS} }
  coauthor_producers { ${USER_FIELDS} } invited_coauthor_producers { ${USER_FIELDS} }
  is_paid_partnership sponsor_tags { is_pending sponsor { ${USER_FIELDS} } }
  media_overlay_info { overlay_type layout icon title description banner { text } buttons { action action_url button_type text } }
  transparency_label
`;

/** Home feed timeline, by variant, paged both ways. */
export const FEED_TIMELINE_DOCUMENT = `
query FeedTimeline($variant: FeedVariant!, $first: Int, $after: String, $last: Int, $before: String) {
  feed_timeline(variant: $variant, first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node {
      kind title id hashtag
      media { ${MEDIA_FIELDS} }
      ad { ad_id tracking_token ad_title link_text link_url disclaimers media { ${MEDIA_FIELDS} } }
      users { social_context follower_count follows_viewer user { ${USER_FIELDS} } }
      reels {
        id reel_type user { ${USER_FIELDS} } latest_reel_media expiring_at seen is_close_friends
        is_fan_club_story has_pride_media media_ids media_count
        cover_media { media_id cropped_image_version { url width height } }
      }
    } }
    page_info { has_next_page end_cursor has_previous_page start_cursor }
  }
}`;

/** A post page by shortcode: the list of media items for it. */
export const POST_PAGE_DOCUMENT = `
query PostPage($shortcode: String!) {
  post_page(shortcode: $shortcode) { items { ${MEDIA_FIELDS} } }
}`;

/** Trending posts chained under a post page (first 5, by country and language when known). */
export const POST_CHAIN_DOCUMENT = `
query PostChain($shortcode: String!, $first: Int, $country: String, $language: String) {
  post_chain(shortcode: $shortcode, first: $first, country: $country, language: $language) { items { ${MEDIA_FIELDS} } }
}`;

/** Follow a user (docs/calls.md#graphql). */
export const CREATE_FRIENDSHIP_DOCUMENT = `
mutation CreateFriendship($input: FriendshipInput!) {
  xdt_create_friendship(input: $input) { id username friendship_status { following outgoing_request followed_by is_bestie } }
}`;

/** Unfollow a user (docs/calls.md#graphql). */
export const DESTROY_FRIENDSHIP_DOCUMENT = `
mutation DestroyFriendship($input: FriendshipInput!) {
  xdt_destroy_friendship(input: $input) { id username friendship_status { following outgoing_request followed_by is_bestie } }
}`;

/** Every persisted document by operation name. */
export const PERSISTED_DOCUMENTS = {
  FeedTimeline: FEED_TIMELINE_DOCUMENT,
  PostPage: POST_PAGE_DOCUMENT,
  PostChain: POST_CHAIN_DOCUMENT,
  CreateFriendship: CREATE_FRIENDSHIP_DOCUMENT,
  DestroyFriendship: DESTROY_FRIENDSHIP_DOCUMENT,
} as const;

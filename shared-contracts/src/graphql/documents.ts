/**
 * The persisted GraphQL documents, by name. Only the server imports this module (through
 * `shared-contracts/graphql-documents`); browsers send the ids from `doc-ids.ts`.
 */

const MEDIA_FIELDS = `
  id pk code taken_at media_type product_type original_width original_height
  image_versions2 { candidates { url width height } }
  media_preview accessibility_caption caption_is_edited
  caption { pk text created_at has_translation }
  user { pk id username full_name is_verified is_private profile_pic_url }
  like_count has_liked comment_count comments_disabled commenting_disabled_for_viewer
  like_and_view_counts_disabled top_likers has_viewer_saved saved_collection_ids
  usertags { in { position user { pk id username full_name is_verified is_private profile_pic_url } } }
  location { pk name lat lng }
`;

/** Home feed timeline, by variant, paged both ways. */
export const FEED_TIMELINE_DOCUMENT = `
query FeedTimeline($variant: FeedVariant!, $first: Int, $after: String, $last: Int, $before: String) {
  feed_timeline(variant: $variant, first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { kind title media { ${MEDIA_FIELDS} } } }
    page_info { has_next_page end_cursor has_previous_page start_cursor }
  }
}`;

/** A post page by shortcode: the list of media items for it. */
export const POST_PAGE_DOCUMENT = `
query PostPage($shortcode: String!) {
  post_page(shortcode: $shortcode) { items { ${MEDIA_FIELDS} } }
}`;

/** Every persisted document by operation name. */
export const PERSISTED_DOCUMENTS = {
  FeedTimeline: FEED_TIMELINE_DOCUMENT,
  PostPage: POST_PAGE_DOCUMENT,
} as const;

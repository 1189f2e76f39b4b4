import { z } from 'zod';
import { idField } from './form-fields.js';
import { UserSummarySchema } from './user.js';
import { MAX_COMMENT_LENGTH } from '../constants.js';

/** A comment or a reply (docs/entities.md#comment); times are unix seconds. */
export const CommentSchema = z.object({
  pk: z.string(),
  text: z.string(),
  created_at: z.number().int(),
  user: UserSummarySchema,
  parent_comment_id: z.string().nullable(),
  child_comment_count: z.number().int().nonnegative(),
  comment_like_count: z.number().int().nonnegative(),
  has_liked_comment: z.boolean(),
  /** 0 unrestricted; 1 the author is restricted by the post owner. */
  restricted_status: z.number().int(),
  /** Hidden from others until the post owner approves it (restricted authors). */
  is_covered: z.boolean(),
  giphy_media_info: z.null(),
});

/** A page of top-level comments, newest page first (`next_max_id` pages to older ones). */
export const CommentsPageSchema = z.object({
  comments: z.array(CommentSchema),
  comment_count: z.number().int().nonnegative(),
  next_max_id: z.string().nullable(),
  has_more_comments: z.boolean(),
  comments_disabled: z.boolean(),
  commenting_disabled_for_viewer: z.boolean(),
  status: z.literal('ok'),
});

/** A page of replies to one comment, oldest first. */
export const ChildCommentsPageSchema = z.object({
  child_comments: z.array(CommentSchema),
  next_max_child_cursor: z.string().nullable(),
  has_more_tail_child_comments: z.boolean(),
  status: z.literal('ok'),
});

/**
 * One comment by its id, for a permalink (docs/calls.md#comments): the comment and, for a reply,
 * the top-level comment of its thread.
 */
export const CommentByIdSchema = z.object({
  comment: CommentSchema,
  parent: CommentSchema.nullable(),
  status: z.literal('ok'),
});

/** POST add comment form (docs/calls.md#comments). */
export const AddCommentInputSchema = z.object({
  comment_text: z.string().trim().min(1).max(MAX_COMMENT_LENGTH),
  replied_to_comment_id: z.string().regex(/^\d+$/).optional(),
});

/** GET comments query: threading support flag (always on here) and the paging cursor. */
export const CommentsQuerySchema = z.object({
  can_support_threading: z.string().optional(),
  max_id: idField.optional(),
});

/** The add answer: the new comment's id and the comment as stored. */
export const AddCommentResultSchema = z.object({
  id: z.string(),
  comment: CommentSchema,
  status: z.literal('ok'),
});

/** A refused comment that looked like spam: the feedback dialog's content (docs/entities.md#spam-feedback). */
export const SpamFeedbackSchema = z.object({
  status: z.literal('fail'),
  error_id: z.literal('comment_spam'),
  message: z.string(),
  spam: z.literal(true),
  feedback_title: z.string(),
  feedback_message: z.string(),
  feedback_url: z.string(),
  feedback_action: z.string(),
  feedback_appeal_label: z.string(),
  restriction_enrollment_data: z.null(),
  enforcement_transparency_instance_identifier: z.string().nullable(),
});

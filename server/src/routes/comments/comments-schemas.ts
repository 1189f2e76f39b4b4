import { z } from 'zod';
import { AddCommentInputSchema } from 'shared-contracts/schemas';
import { idField } from '../../http/ids.js';

/** POST add form (docs/calls.md#comments): comment_text and, for a reply, replied_to_comment_id. */
export const AddCommentFormSchema = AddCommentInputSchema;

/** GET comments query: threading support flag (always on here) and the paging cursor. */
export const CommentsQuerySchema = z.object({
  can_support_threading: z.string().optional(),
  max_id: idField.optional(),
});

import { z } from 'zod';
import { formFlag } from '../../http/form-fields.js';
import { idField } from '../../http/ids.js';

/** Paging of a user list: how many rows and the cursor of the last one seen. */
export const UserListQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(50).default(12),
  max_id: z.string().max(64).optional(),
});

/** Paging of the pending-requests list. */
export const PendingQuerySchema = z.object({ max_id: z.string().max(64).optional() });

/** Mute and unmute (docs/calls.md#relationships): user id, posts and story flags; true selects that option. */
export const MuteFormSchema = z
  .object({
    user_id: idField,
    posts: formFlag,
    story: formFlag,
  })
  .refine((form) => form.posts || form.story, { message: 'Choose posts, story or both.', path: ['posts'] });

import { z } from 'zod';
import { formFlag, idField } from './form-fields.js';

/** Mute and unmute (docs/calls.md#relationships): user id, posts and story flags; true selects that option. */
export const MuteFormSchema = z
  .object({
    user_id: idField,
    posts: formFlag,
    story: formFlag,
  })
  .refine((form) => form.posts || form.story, { message: 'Choose posts, story or both.', path: ['posts'] });

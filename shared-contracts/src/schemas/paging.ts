import { z } from 'zod';

/** Query of a paged list (a profile's posts, followers, following): 1–50 rows, 12 by default, after a cursor. */
export const CountedPageQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(50).default(12),
  max_id: z.string().max(64).optional(),
});

/** Query of a paged list of fixed page size (follow requests, a collection's posts): the cursor of the last row seen. */
export const CursorQuerySchema = z.object({ max_id: z.string().max(64).optional() });

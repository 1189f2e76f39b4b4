import { z } from 'zod';
import { UserSummarySchema } from './user.js';

/** A user search result (docs/entities.md#search-results). */
export const SearchUserResultSchema = z.object({
  position: z.number().int(),
  user: UserSummarySchema.extend({ follower_count: z.number().int().nonnegative() }),
});

/** A hashtag search result. */
export const SearchHashtagResultSchema = z.object({
  position: z.number().int(),
  hashtag: z.object({ id: z.string(), name: z.string(), media_count: z.number().int() }),
});

/** The blended top-search answer. */
export const TopSearchSchema = z.object({
  users: z.array(SearchUserResultSchema),
  hashtags: z.array(SearchHashtagResultSchema),
  places: z.array(z.unknown()),
  status: z.literal('ok'),
});

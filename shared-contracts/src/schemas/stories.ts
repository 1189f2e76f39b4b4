import { z } from 'zod';

/** Input of the story, highlight and reels calls (docs/behaviour/stories.md). */

/** Query of a story list that pages (viewers, archive, reels): the cursor of the last row seen. */
export const StoryPageQuerySchema = z.object({ max_id: z.string().max(40).optional() });

/** GET reels_media: the reels asked for, as one comma-separated list. */
export const ReelsMediaQuerySchema = z.object({ reel_ids: z.string().max(400) });

/** POST media/seen (JSON): the story items the viewer has seen. */
export const MarkStoriesSeenBodySchema = z.object({ media_ids: z.array(z.string().max(20)).max(50) });

const HighlightMediaIds = z.array(z.string().max(20)).max(100);

/**
 * POST highlights/create_reel (JSON): title, stories and the cover. The server takes 1 to 100 of the
 * viewer's own stories (current or archived), and a cover among them, the first when absent
 * (docs/behaviour/stories.md#highlights).
 */
export const CreateHighlightBodySchema = z.object({
  title: z.string().max(200),
  media_ids: HighlightMediaIds,
  cover_media_id: z.string().max(20).optional(),
});

/** POST highlights/{id}/edit_reel (JSON): what changes; absent fields stay. */
export const EditHighlightBodySchema = z.object({
  title: z.string().max(200).optional(),
  cover_media_id: z.string().max(20).optional(),
  added_media_ids: HighlightMediaIds.optional(),
  removed_media_ids: HighlightMediaIds.optional(),
});

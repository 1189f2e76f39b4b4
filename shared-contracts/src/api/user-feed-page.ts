import type { Media } from '../schemas/types.js';

/** A page of a user's posts. */
export interface UserFeedPage {
  items: Media[];
  more_available: boolean;
  next_max_id: string | null;
  num_results: number;
}

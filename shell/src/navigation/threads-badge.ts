import type { Profile } from 'shared-contracts';
import { profileKeys, useCachedQueryData } from 'shared-client/queries';

/**
 * The Threads item's count: `text_post_new_post_count` of the viewer's own profile, as the page
 * last loaded it (docs/behaviour/shell-chrome.md#threads). Never asks the server itself.
 */
export function useThreadsBadgeCount(username: string): number {
  return useCachedQueryData<Profile | null, number>(
    profileKeys.byUsername(username),
    (profile) => profile?.text_post_new_post_count ?? 0,
  );
}

import { use, useSyncExternalStore } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import type { Profile } from 'shared-contracts';
import { profileKeys } from 'shared-contracts/queries';

/**
 * The Threads item's count: `text_post_new_post_count` of the viewer's own profile, as the page
 * last loaded it (docs/behaviour/shell-chrome.md#threads). Never asks the server itself.
 */
export function useThreadsBadgeCount(username: string): number {
  const client = use(QueryClientContext);
  return useSyncExternalStore(
    (listener) => client?.getQueryCache().subscribe(listener) ?? (() => undefined),
    () => client?.getQueryData<Profile | null>(profileKeys.byUsername(username))?.text_post_new_post_count ?? 0,
  );
}

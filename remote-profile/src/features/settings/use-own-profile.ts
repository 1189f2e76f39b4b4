import { useSession } from 'shared-client';
import { useProfileQuery } from 'shared-client/queries';

/** The viewer's own profile, from the same cache as their profile page. */
export function useOwnProfile() {
  const username = useSession().viewer?.username ?? '';
  return useProfileQuery(username, { enabled: username !== '' });
}

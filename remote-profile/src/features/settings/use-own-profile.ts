import { useSession } from 'shared-contracts';
import { useProfileQuery } from 'shared-contracts/queries';

/** The viewer's own profile, from the same cache as their profile page. */
export function useOwnProfile() {
  const username = useSession().viewer?.username ?? '';
  return useProfileQuery(username, { enabled: username !== '' });
}

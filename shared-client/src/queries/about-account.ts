import { useQuery } from '@tanstack/react-query';
import { fetchAboutThisAccount } from 'shared-client';

/** Keys of "About this account", by user id. */
export const aboutAccountKeys = {
  byUser: (userId: string) => ['about-account', userId] as const,
};

/** "About this account" of a user: when they joined and how many usernames they had before. */
export function useAboutThisAccountQuery(userId: string) {
  return useQuery({
    queryKey: aboutAccountKeys.byUser(userId),
    queryFn: ({ signal }) => fetchAboutThisAccount(userId, signal),
  });
}

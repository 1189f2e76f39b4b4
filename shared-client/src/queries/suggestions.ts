import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dismissSuggestedUser, fetchChainingSuggestions, type ChainingUser } from 'shared-client';

/** Keys of suggested accounts. */
export const suggestionKeys = {
  all: ['suggestions'] as const,
  chaining: (targetId: string) => ['suggestions', 'chaining', targetId] as const,
};

/**
 * Accounts to suggest after following `targetId` (profile chaining, up to 10). A failure is the
 * query's error; callers usually just show nothing (suggestions are a bonus, not the page).
 */
export function useChainingSuggestionsQuery(targetId: string) {
  return useQuery({
    queryKey: suggestionKeys.chaining(targetId),
    queryFn: async ({ signal }) => (await fetchChainingSuggestions(targetId, signal)).users,
  });
}

/**
 * Stops suggesting an account (`mutate(userId)`): the server remembers it for later sessions, and
 * it leaves the cached suggestion lists at once.
 */
export function useDismissSuggestionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => dismissSuggestedUser(userId),
    onMutate: (userId) => {
      client.setQueriesData<ChainingUser[]>({ queryKey: suggestionKeys.all }, (users) =>
        users?.some((user) => user.pk === userId) ? users.filter((user) => user.pk !== userId) : users,
      );
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { fetchChainingSuggestions } from 'shared-contracts';

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

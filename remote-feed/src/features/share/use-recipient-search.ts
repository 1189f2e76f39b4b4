import { useQuery } from '@tanstack/react-query';
import { fetchRankedRecipients, type RankedRecipients } from 'shared-contracts';
import type { Recipient } from './recipient';

/** The ranked list as rows: people first-class, group conversations by their thread. */
export function toRecipients(answer: RankedRecipients): Recipient[] {
  return answer.ranked_recipients.map((entry) => {
    if ('user' in entry) {
      const { user } = entry;
      return {
        key: `u:${user.pk}`,
        threadId: null,
        userId: user.pk,
        title: user.full_name || user.username,
        username: user.username,
        pictureUrl: user.profile_pic_url,
        memberCount: 1,
        isGroup: false,
      };
    }
    const { thread } = entry;
    return {
      key: `t:${thread.thread_id}`,
      threadId: thread.thread_id,
      userId: null,
      title: thread.thread_title,
      username: null,
      pictureUrl: thread.users[0]?.profile_pic_url ?? '',
      memberCount: thread.users.length,
      isGroup: thread.is_group,
    };
  });
}

/**
 * People and group conversations to send a post to, for what is typed (empty: the suggestions).
 * Each query is its own cache entry; typing on leaves the older one without readers, which aborts
 * its request (docs/behaviour/direct.md#sending-a-post). The last list stays shown meanwhile.
 */
export function useRecipientSearch(query: string) {
  const text = query.trim();
  return useQuery<Recipient[]>({
    queryKey: ['direct', 'ranked-recipients', 'reshare', text],
    queryFn: ({ signal }) =>
      fetchRankedRecipients({ mode: 'reshare', query: text, showThreads: true, signal }).then(toRecipients),
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}

import type { RankedRecipients } from 'shared-contracts';
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

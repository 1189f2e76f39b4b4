import { sendDirectMediaShare } from 'shared-client/direct';
import type { Recipient } from './recipient';

/**
 * Shares a post with each picked recipient in one call: conversations by thread, people by their
 * one-to-one thread (the server finds or starts it). The message, when there is one, goes with it.
 * One client context per press, so a retried request is stored once.
 */
export async function sendPostTo(recipients: readonly Recipient[], mediaId: string, message: string): Promise<void> {
  const threadIds = recipients.flatMap((recipient) => (recipient.threadId ? [recipient.threadId] : []));
  const recipientUsers = recipients.flatMap((recipient) =>
    !recipient.threadId && recipient.userId ? [recipient.userId] : [],
  );
  await sendDirectMediaShare(
    {
      ...(threadIds.length > 0 ? { threadIds } : {}),
      ...(recipientUsers.length > 0 ? { recipientUsers } : {}),
      clientContext: crypto.randomUUID(),
    },
    mediaId,
    message || undefined,
  );
}

import { createGroupThread, fetchThreadByParticipants } from 'shared-client/direct';

/**
 * The conversation between the viewer and one person: the existing one when there is one,
 * otherwise a new one (docs/behaviour/direct.md#message-from-a-profile).
 */
export async function threadIdWith(userId: string): Promise<string> {
  const { thread } = await fetchThreadByParticipants([userId]);
  if (thread) return thread.thread_id;
  return (await createGroupThread([userId])).thread_id;
}

/** A run of messages from one sender close together in time, shown as one block. */
export interface MessageGroup<T> {
  senderId: string;
  fromViewer: boolean;
  /** Unix milliseconds of the first message. */
  startsAt: number;
  /** Whether a time heading goes above the group (a long pause before it). */
  showTime: boolean;
  messages: T[];
}

/** Messages further apart than this start a new group (docs/behaviour/direct.md#how-messages-show). */
export const GROUP_GAP_MS = 10 * 60 * 1000;
/** A pause this long puts the time above the next group. */
export const TIME_HEADING_GAP_MS = 60 * 60 * 1000;

/** Groups messages, oldest first, by sender and time; each message needs a sender and a time. */
export function groupMessages<T extends { senderId: string; at: number }>(
  messages: readonly T[],
  viewerId: string,
): Array<MessageGroup<T>> {
  const groups: Array<MessageGroup<T>> = [];
  let previousAt: number | null = null;
  for (const message of messages) {
    const current = groups[groups.length - 1];
    const gap = previousAt === null ? Infinity : message.at - previousAt;
    if (current && current.senderId === message.senderId && gap <= GROUP_GAP_MS) {
      current.messages.push(message);
    } else {
      groups.push({
        senderId: message.senderId,
        fromViewer: message.senderId === viewerId,
        startsAt: message.at,
        showTime: gap > TIME_HEADING_GAP_MS,
        messages: [message],
      });
    }
    previousAt = message.at;
  }
  return groups;
}

/**
 * Someone a post can be sent to, as the "Send to" list shows it: an existing conversation (one
 * person or a group) or a person with none yet.
 */
export interface Recipient {
  /** Unique in the list: `t:{thread id}` or `u:{user id}`. */
  key: string;
  threadId: string | null;
  /** Set when there is no conversation yet: the person to start one with. */
  userId: string | null;
  title: string;
  /** The username for a person, else null. */
  username: string | null;
  pictureUrl: string;
  /** Members other than the viewer, for a group. */
  memberCount: number;
  isGroup: boolean;
}

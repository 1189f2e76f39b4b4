/** The actions of a message's More menu (docs/behaviour/direct.md#the-message-menu). */
export type MessageAction = 'reply' | 'react' | 'forward' | 'copy' | 'unsend' | 'report' | 'delete';

/** What decides a message's actions. */
export interface MessageActionFacts {
  fromViewer: boolean;
  /** Whether it has text to copy. */
  hasText: boolean;
  /** A message still sending has no id on the server yet. */
  pending: boolean;
  /** Whether the thread still accepts messages (not a request awaiting approval, not blocked). */
  canSend: boolean;
}

/** The actions offered on a message, in menu order: Unsend only on the viewer's own, Report only on others'. */
export function messageActions({ fromViewer, hasText, pending, canSend }: MessageActionFacts): MessageAction[] {
  if (pending) return hasText ? ['copy'] : [];
  const actions: MessageAction[] = [];
  if (canSend) actions.push('reply', 'react');
  actions.push('forward');
  if (hasText) actions.push('copy');
  if (fromViewer) actions.push('unsend');
  // Someone else's message can be reported (docs/behaviour/moderation.md#reporting).
  else actions.push('report');
  actions.push('delete');
  return actions;
}

import { useState } from 'react';
import type { Translate } from 'shared-contracts';
import { Dialog, IconButton, Menu, MenuItem, MoreIcon, Button, EmojiIcon } from 'shared-ui';
import type { DirectReactionChoice } from '../../../queries';
import { useDirectTranslation, type DirectMessageKey } from '../../../i18n/messages';
import { groupReactions, LIKE_EMOJI, type MessageView } from '../item-view';
import { messageActions, type MessageAction } from '../message-actions';
import { MessageBodyView } from './MessageBodyView';
import * as styles from './Message.module.css';

/** The emoji offered for reactions (the heart is the like). */
export const REACTION_EMOJIS = [LIKE_EMOJI, '😂', '😮', '😢', '😡', '👍'] as const;

/** What a message can ask the thread to do. */
export interface MessageHandlers {
  reply: (message: MessageView) => void;
  react: (message: MessageView, choice: DirectReactionChoice, present: boolean) => void;
  forward: (message: MessageView) => void;
  copy: (message: MessageView) => void;
  unsend: (message: MessageView) => void;
  report: (message: MessageView) => void;
  remove: (message: MessageView) => void;
  nameOf: (userId: string) => string;
}

const ACTION_LABELS: Record<Exclude<MessageAction, 'react'>, DirectMessageKey> = {
  reply: 'message.reply',
  forward: 'message.forward',
  copy: 'message.copy',
  unsend: 'message.unsend',
  report: 'message.report',
  delete: 'message.delete',
};

/** Who replied to whom, from the viewer's side ("You replied to Ana", "Replied to you"). */
function quoteLabel(t: Translate<DirectMessageKey>, fromViewer: boolean, toViewer: boolean, name: string): string {
  if (fromViewer) return toViewer ? t('thread.youRepliedToSelf') : t('thread.youRepliedTo', { name });
  return toViewer ? t('thread.repliedToYou') : t('thread.repliedTo', { name });
}

function choiceOf(emoji: string): DirectReactionChoice {
  return emoji === LIKE_EMOJI ? { kind: 'like' } : { kind: 'emoji', emoji };
}

/**
 * One message: its quote and content, its reactions (who sent them on click), and its actions: a
 * reaction picker and the More menu (Reply, Forward, Copy, Unsend on the viewer's own, Report on
 * others', Delete for me). A double click likes or unlikes it (docs/behaviour/direct.md#the-message-menu).
 */
export function MessageRow({
  message,
  viewerId,
  canSend,
  handlers,
}: {
  message: MessageView;
  viewerId: string;
  canSend: boolean;
  handlers: MessageHandlers;
}) {
  const t = useDirectTranslation();
  const [showReactions, setShowReactions] = useState(false);
  const fromViewer = message.senderId === viewerId;
  const actions = messageActions({ fromViewer, hasText: message.copyText !== null, pending: false, canSend });
  const mine = message.reactions.find((r) => r.senderId === viewerId);
  const groups = groupReactions(message.reactions);
  const toggle = (emoji: string) => {
    if (mine?.emoji === emoji) handlers.react(message, choiceOf(emoji), false);
    else handlers.react(message, choiceOf(emoji), true);
  };
  const run = (action: Exclude<MessageAction, 'react'>) => {
    if (action === 'reply') handlers.reply(message);
    else if (action === 'forward') handlers.forward(message);
    else if (action === 'copy') handlers.copy(message);
    else if (action === 'unsend') handlers.unsend(message);
    else if (action === 'report') handlers.report(message);
    else handlers.remove(message);
  };
  return (
    // tabIndex -1: a tap on a touch screen focuses the row, which shows its actions (no hover there).
    <div
      className={fromViewer ? `${styles.row} ${styles.own}` : styles.row}
      tabIndex={-1}
      data-testid="message"
      data-item-id={message.id}
    >
      <div className={styles.content}>
        {message.forwarded && <span className={styles.note}>{t('thread.forwarded')}</span>}
        {message.replyTo && (
          <div className={styles.quote}>
            <span className={styles.note}>
              {quoteLabel(
                t,
                fromViewer,
                message.replyTo.senderId === viewerId,
                handlers.nameOf(message.replyTo.senderId),
              )}
            </span>
            <span className={styles.quoteText}>
              {message.replyTo.unavailable
                ? t('thread.postUnavailable')
                : (message.replyTo.text ?? t('thread.attachment'))}
            </span>
          </div>
        )}
        <div className={styles.bodyLine} onDoubleClick={canSend ? () => toggle(LIKE_EMOJI) : undefined}>
          <MessageBodyView body={message.body} />
          <div className={styles.actions}>
            {actions.includes('react') && (
              <Menu
                label={t('message.react')}
                align={fromViewer ? 'end' : 'start'}
                trigger={(props) => (
                  <IconButton {...props} label={t('message.react')} size="small">
                    <EmojiIcon size={16} />
                  </IconButton>
                )}
              >
                {REACTION_EMOJIS.map((emoji) => (
                  <MenuItem key={emoji} onSelect={() => toggle(emoji)}>
                    <span className={styles.menuEmoji}>{emoji}</span>
                  </MenuItem>
                ))}
              </Menu>
            )}
            <Menu
              label={t('message.menu')}
              align={fromViewer ? 'end' : 'start'}
              trigger={(props) => (
                <IconButton {...props} label={t('message.more')} size="small">
                  <MoreIcon size={16} />
                </IconButton>
              )}
            >
              {actions
                .filter((a): a is Exclude<MessageAction, 'react'> => a !== 'react')
                .map((action) => (
                  <MenuItem
                    key={action}
                    tone={action === 'unsend' || action === 'report' || action === 'delete' ? 'danger' : 'default'}
                    onSelect={() => run(action)}
                  >
                    {t(ACTION_LABELS[action])}
                  </MenuItem>
                ))}
            </Menu>
          </div>
        </div>
        {groups.length > 0 && (
          <button
            type="button"
            className={styles.reactions}
            aria-label={t('message.reactions')}
            onClick={() => setShowReactions(true)}
          >
            {groups.map((g) => (
              <span key={g.emoji}>
                {g.emoji}
                {g.senderIds.length > 1 ? ` ${g.senderIds.length}` : ''}
              </span>
            ))}
          </button>
        )}
      </div>
      {showReactions && (
        <Dialog title={t('message.reactionsTitle')} size="small" onClose={() => setShowReactions(false)}>
          <ul className={styles.reactionList}>
            {message.reactions.map((r) => (
              <li key={`${r.senderId}:${r.emoji}`} className={styles.reactionRow}>
                <span>{r.senderId === viewerId ? t('message.you') : handlers.nameOf(r.senderId)}</span>
                <span className={styles.reactionEnd}>
                  {r.senderId === viewerId && (
                    <Button
                      variant="text"
                      size="small"
                      onClick={() => {
                        handlers.react(message, choiceOf(r.emoji), false);
                        setShowReactions(false);
                      }}
                    >
                      {t('message.removeReaction')}
                    </Button>
                  )}
                  <span>{r.emoji}</span>
                </span>
              </li>
            ))}
          </ul>
        </Dialog>
      )}
    </div>
  );
}

import type { DirectItem } from 'shared-contracts';
import type { DirectMessageKey } from '../../i18n/messages';

/** The group events a thread shows as a line naming who did it. */
export type ActionLogKind = NonNullable<DirectItem['action_log']>['action'];

/** Each group event's sentence, with the actor's {name}. */
export const ACTION_LOG_KEYS: Record<ActionLogKind, DirectMessageKey> = {
  created: 'log.created',
  added: 'log.added',
  removed: 'log.removed',
  left: 'log.left',
  title: 'log.title',
  disappearing: 'log.disappearing',
  admin: 'log.admin',
};

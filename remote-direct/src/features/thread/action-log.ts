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

/** A name ending in a Latin letter or a digit, and the CJK character that may follow it. */
const LATIN_END = /[A-Za-z0-9]$/;
const CJK_START = /^[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * A group event's line with its actor's name. Where the sentence goes straight on in Chinese
 * after a name ending in a Latin letter or digit, a space separates them ("Audit One 更改了管理员");
 * a Chinese name runs on as Chinese text does ("林小雨添加了成员", "你创建了群组").
 */
export function actionLogLine(
  t: (key: DirectMessageKey, values: { name: string }) => string,
  action: ActionLogKind,
  name: string,
): string {
  const marker = '\u0000';
  const [before = '', after = ''] = t(ACTION_LOG_KEYS[action], { name: marker }).split(marker);
  const gap = LATIN_END.test(name) && CJK_START.test(after) ? ' ' : '';
  return `${before}${name}${gap}${after}`;
}

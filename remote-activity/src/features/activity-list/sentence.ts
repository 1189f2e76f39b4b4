import type { ActivityRow, Translate } from 'shared-contracts';
import type { ActivityMessageKey } from '../../i18n/messages';

/** A row's sentence, cut around the actors' names so they can be drawn bold. */
export interface ActivitySentence {
  before: string;
  actors: string;
  after: string;
}

// Stands for the names while the catalogue's sentence is filled, to find where they go.
const NAMES = '\u0000';

/**
 * The names a row gives: the newest one or two actors, and how many more ("ann, ben and 12
 * others"; "ann、ben和另外 12 人"), the count through the catalogue's plural forms
 * (docs/behaviour/activity.md#the-list).
 */
export function actorNames(row: Pick<ActivityRow, 'actors' | 'actor_count'>, t: Translate<ActivityMessageKey>): string {
  const [first, second] = row.actors.map((actor) => actor.username);
  if (!first) return '';
  if (!second) return t('activity.actors.one', { first });
  const others = Math.max(0, row.actor_count - 2);
  return others === 0
    ? t('activity.actors.two', { first, second })
    : t('activity.actors.many', { first, second, count: others });
}

/**
 * The sentence of a row: who did what, with the comment's (or story reply's) text where the row has
 * one; `key` says it otherwise (an invitation the viewer just accepted).
 */
export function activitySentence(
  row: ActivityRow,
  t: Translate<ActivityMessageKey>,
  key: ActivityMessageKey = `activity.kind.${row.kind}`,
): ActivitySentence {
  const filled = t(key, { actors: NAMES, text: row.comment?.text ?? row.story_reply?.text ?? '' });
  const at = filled.indexOf(NAMES);
  return {
    before: filled.slice(0, Math.max(0, at)),
    actors: actorNames(row, t),
    after: at < 0 ? filled : filled.slice(at + NAMES.length),
  };
}

/** The whole sentence as text (the row's accessible name, and tests). */
export function sentenceText(sentence: ActivitySentence): string {
  return `${sentence.before}${sentence.actors}${sentence.after}`;
}

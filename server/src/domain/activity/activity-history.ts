import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** How far back each kind of history reaches, newest first. */
const HISTORY_ROWS = 300;

/**
 * Writes one account's notifications for what already happened to it (likes and comments on its
 * posts, its followers, the requests waiting for it), with their own times, for data made without
 * the actions that notify (the demo seed: docs/behaviour/activity.md#demo-data). Rows that exist
 * are left alone, so it can run again.
 */
export async function writeActivityHistory(db: Kysely<DB>, userId: number): Promise<void> {
  const subjectOf = (prefix: 'm' | 'c', column: string) =>
    sql<string>`${sql.lit(prefix)} || cast(${sql.ref(column)} as text)`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('notifications')
      .columns(['recipient_id', 'actor_id', 'kind', 'subject', 'media_id', 'comment_id', 'created_at'])
      .expression(
        trx
          .selectFrom('likes')
          .innerJoin('media', 'media.id', 'likes.media_id')
          .select([
            'media.owner_id',
            'likes.user_id',
            sql<string>`'like'`.as('kind'),
            subjectOf('m', 'media.id').as('subject'),
            'media.id',
            sql<null>`null`.as('comment_id'),
            'likes.created_at',
          ])
          .where('media.owner_id', '=', userId)
          .where('likes.user_id', '!=', userId)
          .orderBy('likes.created_at', 'desc')
          .limit(HISTORY_ROWS),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('notifications')
      .columns(['recipient_id', 'actor_id', 'kind', 'subject', 'media_id', 'comment_id', 'created_at'])
      .expression(
        trx
          .selectFrom('comments')
          .innerJoin('media', 'media.id', 'comments.media_id')
          .select([
            'media.owner_id',
            'comments.user_id',
            sql<string>`'comment'`.as('kind'),
            subjectOf('c', 'comments.id').as('subject'),
            'media.id',
            'comments.id as comment_id',
            'comments.created_at',
          ])
          .where('media.owner_id', '=', userId)
          .where('comments.user_id', '!=', userId)
          .where('comments.is_covered', '=', 0)
          .orderBy('comments.created_at', 'desc')
          .limit(HISTORY_ROWS),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const [table, actor, target, kind] of [
      ['follows', 'follower_id', 'followee_id', 'follow'],
      ['follow_requests', 'requester_id', 'target_id', 'follow_request'],
    ] as const) {
      await trx
        .insertInto('notifications')
        .columns(['recipient_id', 'actor_id', 'kind', 'subject', 'media_id', 'comment_id', 'created_at'])
        .expression(
          trx
            .selectFrom(table)
            .select([
              sql.ref<number>(`${table}.${target}`).as('recipient_id'),
              sql.ref<number>(`${table}.${actor}`).as('actor_id'),
              sql<string>`${sql.lit(kind)}`.as('kind'),
              sql<string>`''`.as('subject'),
              sql<null>`null`.as('media_id'),
              sql<null>`null`.as('comment_id'),
              sql.ref<number>(`${table}.created_at`).as('created_at'),
            ])
            .where(sql.ref(`${table}.${target}`), '=', userId)
            .orderBy(sql.ref(`${table}.created_at`), 'desc')
            .limit(HISTORY_ROWS),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}

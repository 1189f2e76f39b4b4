import type { Kysely } from 'kysely';
import type { ModerationQueueItem, ReportKind } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { loadModeratedItem } from './moderated-items.js';

/** Items the queue shows at once, those reported longest ago first. */
export const QUEUE_SIZE = 50;

/**
 * The open reports grouped by item (docs/behaviour/moderation.md#the-queue): how many, for which
 * reasons, the reporters' words, the content as it is (or that it is gone) and its owner's state.
 */
export async function loadQueue(db: Kysely<DB>): Promise<ModerationQueueItem[]> {
  const groups = await db
    .selectFrom('reports')
    .select((eb) => [
      'kind',
      'target_id',
      eb.fn.countAll<number>().as('n'),
      eb.fn.min<number>('created_at').as('first_at'),
    ])
    .where('status', '=', 'open')
    .groupBy(['kind', 'target_id'])
    .orderBy('first_at')
    .limit(QUEUE_SIZE)
    .execute();
  const items: ModerationQueueItem[] = [];
  for (const group of groups) {
    const kind = group.kind as ReportKind;
    const targetId = Number(group.target_id);
    const reports = await db
      .selectFrom('reports')
      .select(['reason', 'text', 'target_owner_id'])
      .where('status', '=', 'open')
      .where('kind', '=', kind)
      .where('target_id', '=', targetId)
      .execute();
    const reasons: Record<string, number> = {};
    for (const report of reports) reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
    const item = await loadModeratedItem(db, kind, targetId);
    const ownerId = item?.ownerId ?? reports[0]?.target_owner_id ?? null;
    const owner =
      ownerId === null
        ? undefined
        : await db
            .selectFrom('users')
            .select(['username', 'suspended_at', 'suspended_until', 'limited_at'])
            .where('id', '=', ownerId)
            .executeTakeFirst();
    items.push({
      kind,
      target_id: String(targetId),
      report_count: Number(group.n),
      reasons,
      texts: reports.map((report) => report.text).filter(Boolean),
      first_reported_at: Number(group.first_at),
      content: {
        owner_id: ownerId === null ? null : String(ownerId),
        owner_username: owner?.username ?? null,
        text: item?.text ?? '',
        code: item?.code ?? null,
        gone: item === null,
      },
      owner_suspended: owner?.suspended_at !== null && owner?.suspended_at !== undefined,
      owner_suspended_until: owner?.suspended_until == null ? null : Number(owner.suspended_until),
      owner_limited: owner?.limited_at !== null && owner?.limited_at !== undefined,
    });
  }
  return items;
}

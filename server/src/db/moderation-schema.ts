import type { Generated } from 'kysely';

// Tables of moderation (migration 039, docs/behaviour/moderation.md), kept apart from schema.ts
// so the DB interface only lists them.

/** One person's report of one item: a post, comment, story, account or direct message. */
export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  /** 'post', 'comment', 'story', 'account' or 'direct_message'. */
  kind: string;
  target_id: number;
  /** Whose item it is (the account itself for 'account'). */
  target_owner_id: number | null;
  reason: string;
  text: Generated<string>;
  /** 'open', 'dismissed' or 'actioned'. */
  status: Generated<string>;
  created_at: number;
  resolved_at: number | null;
}

/** One moderator's action: the audit log. */
export interface ModerationActionsTable {
  id: Generated<number>;
  moderator_id: number | null;
  moderator_username: string;
  /** 'dismiss', 'remove', 'limit', 'unlimit', 'suspend', 'unsuspend', 'grant_moderator', 'revoke_moderator'. */
  action: string;
  kind: string;
  target_id: number;
  target_username: string | null;
  note: string;
  suspended_until: number | null;
  created_at: number;
}

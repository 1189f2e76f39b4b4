import { z } from 'zod';
import {
  MODERATION_NOTE_MAX_LENGTH,
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TEXT_MAX_LENGTH,
  SUSPENSION_MAX_DAYS,
} from '../rules/moderation.js';

// Reports and moderation (docs/behaviour/moderation.md, docs/calls.md#moderation).

const idText = z.string().regex(/^\d{1,19}$/);

/** POST a report of an item the reporter can see. */
export const ReportInputSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  target_id: idText,
  reason: z.enum(REPORT_REASONS),
  text: z.string().trim().max(REPORT_TEXT_MAX_LENGTH).optional(),
});

/** One of the reporter's own reports, with what became of it. */
export const OwnReportSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  target_id: z.string(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  created_at: z.number(),
  resolved_at: z.number().nullable(),
});

/** The answer to a report: the report (the same one again when it was already made). */
export const ReportAnswerSchema = z.object({
  report: OwnReportSchema,
  already_reported: z.boolean(),
  status: z.literal('ok'),
});

/** GET one's own reports, newest first. */
export const OwnReportListSchema = z.object({ reports: z.array(OwnReportSchema), status: z.literal('ok') });

/** The item of a moderation action, in the path. */
export const ModerationItemParamsSchema = z.object({ kind: z.enum(REPORT_KINDS), id: idText });
/** The account of a moderation action, in the path. */
export const ModerationAccountParamsSchema = z.object({ id: idText });

/** Every action carries a note. */
export const ModerationNoteInputSchema = z.object({ note: z.string().trim().min(1).max(MODERATION_NOTE_MAX_LENGTH) });

/** Suspending: for `days` days, or for good when `days` is empty or absent. */
export const SuspendInputSchema = ModerationNoteInputSchema.extend({
  days: z
    .union([z.literal(''), z.coerce.number().int().min(1).max(SUSPENSION_MAX_DAYS)])
    .optional()
    .transform((days) => (typeof days === 'number' ? days : null)),
});

/** The reported content as a moderator sees it, private or not. */
export const ModerationContentSchema = z.object({
  owner_id: z.string().nullable(),
  owner_username: z.string().nullable(),
  text: z.string(),
  /** The post's shortcode (a post, or a comment's post), for a link. */
  code: z.string().nullable(),
  /** The item is gone (removed, or deleted by its owner). */
  gone: z.boolean(),
});

/** One item of the queue with its open reports. */
export const ModerationQueueItemSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  target_id: z.string(),
  report_count: z.number(),
  reasons: z.record(z.string(), z.number()),
  texts: z.array(z.string()),
  first_reported_at: z.number(),
  content: ModerationContentSchema,
  owner_suspended_until: z.number().nullable(),
  owner_suspended: z.boolean(),
  owner_limited: z.boolean(),
});

export const ModerationQueueSchema = z.object({ items: z.array(ModerationQueueItemSchema), status: z.literal('ok') });

/** One row of the audit log. */
export const ModerationLogEntrySchema = z.object({
  id: z.string(),
  moderator: z.string(),
  action: z.string(),
  kind: z.string(),
  target_id: z.string(),
  target_username: z.string().nullable(),
  note: z.string(),
  suspended_until: z.number().nullable(),
  created_at: z.number(),
});

export const ModerationLogSchema = z.object({
  entries: z.array(ModerationLogEntrySchema),
  next_max_id: z.string().nullable(),
  status: z.literal('ok'),
});

/** The log's page: entries older than `max_id`. */
export const ModerationLogQuerySchema = z.object({ max_id: idText.optional() });

// Reports and moderation (docs/behaviour/moderation.md): the lists both sides share. No zod here:
// browser code imports this module.

/** What can be reported. */
export const REPORT_KINDS = ['post', 'comment', 'story', 'account', 'direct_message'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Why, as in the peers; `other` with a few words of the reporter's own. */
export const REPORT_REASONS = [
  'spam',
  'nudity',
  'hate',
  'violence',
  'harassment',
  'false_information',
  'intellectual_property',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What became of a report. */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Longest text a reporter may add, in characters. */
export const REPORT_TEXT_MAX_LENGTH = 500;
/** Longest note a moderator writes with an action, in characters. */
export const MODERATION_NOTE_MAX_LENGTH = 1000;
/** Longest suspension counted in days; longer is "for good". */
export const SUSPENSION_MAX_DAYS = 3650;

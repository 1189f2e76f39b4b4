import { HELP_PATHS, type Locale, type SpamFeedback } from 'shared-contracts';
import crypto from 'node:crypto';

/**
 * The spam rule: a comment is refused when it carries more than `maxLinks` links, or when the
 * author already posted the same text (ignoring case and spacing) `maxRepeats` times in the last
 * `repeatWindowMs`. Two identical quick reactions ("🔥🔥🔥") on two friends' posts are normal; a
 * third within minutes is how comment spam looks.
 */
export const SPAM_RULES = { maxLinks: 2, maxRepeats: 2, repeatWindowMs: 10 * 60 * 1000 } as const;

const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

/** Number of links (http(s):// or www.) in a text. */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/** A text as the repeat rule compares it. */
export function normalizeForRepeat(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Why a comment counts as spam, or null; `recentTexts` are the author's comments in the window. */
export function spamReason(text: string, recentTexts: readonly string[]): 'links' | 'repeated' | null {
  if (countLinks(text) > SPAM_RULES.maxLinks) return 'links';
  const normalized = normalizeForRepeat(text);
  const repeats = recentTexts.filter((t) => normalizeForRepeat(t) === normalized).length;
  return repeats >= SPAM_RULES.maxRepeats ? 'repeated' : null;
}

const FEEDBACK = {
  'zh-CN': {
    message: '评论被识别为垃圾信息。',
    title: '我们限制了某些活动以保护我们的社群',
    body: '你的评论看起来像是垃圾信息，因此未能发布。如果你认为我们弄错了，请告诉我们。',
    appeal: '告诉我们',
  },
  en: {
    message: 'The comment was identified as spam.',
    title: 'We restrict certain activity to protect our community',
    body: "Your comment looks like spam, so it wasn't posted. Tell us if you think we made a mistake.",
    appeal: 'Tell us',
  },
} as const;

/** The body of a spam refusal: what the client's feedback dialog shows (docs/entities.md#spam-feedback). */
export function spamFeedback(locale: Locale): SpamFeedback {
  const texts = FEEDBACK[locale];
  return {
    status: 'fail',
    error_id: 'comment_spam',
    message: texts.message,
    spam: true,
    feedback_title: texts.title,
    feedback_message: texts.body,
    // The help page explaining the refusal (docs/routes.md#help-pages).
    feedback_url: HELP_PATHS.commentSpam,
    feedback_action: 'report_problem',
    feedback_appeal_label: texts.appeal,
    restriction_enrollment_data: null,
    enforcement_transparency_instance_identifier: crypto.randomUUID(),
  };
}

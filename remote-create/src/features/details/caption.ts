import { MAX_CAPTION_LENGTH } from 'shared-contracts';

/** Longest alt text the server accepts (server/src/routes/configure: 1000). */
export const ALT_TEXT_MAX_LENGTH = 1000;

/**
 * Cuts text to `max` UTF-16 units (how both the textarea's maxLength and the server count), never
 * leaving half of a surrogate pair (an emoji cut in two) at the end.
 */
export function clampText(text: string, max: number = MAX_CAPTION_LENGTH): string {
  if (text.length <= max) return text;
  const clamped = text.slice(0, max);
  const last = clamped.charCodeAt(clamped.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? clamped.slice(0, -1) : clamped;
}

/** The @mention or #hashtag being typed at the caret. */
export interface CaptionToken {
  trigger: '@' | '#';
  /** What follows the trigger so far. */
  query: string;
  /** Where the trigger is, and where the token ends (the caret). */
  start: number;
  end: number;
}

// A token starts at the beginning or after whitespace and runs to the caret: letters, digits,
// underscores and (for usernames) dots.
const TOKEN_AT_CARET = /(?:^|\s)([@#])([\p{L}\p{N}_.]*)$/u;

/** The @ or # token the caret is in, or null (only when the caret is at the token's end). */
export function tokenAtCaret(text: string, caret: number): CaptionToken | null {
  const before = text.slice(0, caret);
  const match = TOKEN_AT_CARET.exec(before);
  if (!match) return null;
  const trigger = match[1] === '#' ? '#' : '@';
  const query = match[2] ?? '';
  // Hashtags take no dots.
  if (trigger === '#' && query.includes('.')) return null;
  // In the middle of a word: not at the token's end.
  const next = text.charAt(caret);
  if (next !== '' && /[\p{L}\p{N}_.]/u.test(next)) return null;
  return { trigger, query, start: caret - query.length - 1, end: caret };
}

/** Replaces the token with the chosen `@username ` or `#tag `; returns the new text and caret. */
export function completeToken(text: string, token: CaptionToken, value: string): { text: string; caret: number } {
  const insert = `${token.trigger}${value} `;
  const after = text.slice(token.end).replace(/^ /, '');
  const next = text.slice(0, token.start) + insert + after;
  return { text: next, caret: token.start + insert.length };
}

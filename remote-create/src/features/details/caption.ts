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

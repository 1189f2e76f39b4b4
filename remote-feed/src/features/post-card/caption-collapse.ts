/** A collapsed caption shows at most this many characters... */
export const CAPTION_COLLAPSED_CHARS = 125;
/** ...and at most this many lines, then "more". */
export const CAPTION_COLLAPSED_LINES = 2;
// A cut backs up to a space when one is this close, so words (and hashtags) stay whole.
const WORD_BACKTRACK = 20;

/** The collapsed form of a caption: the text shown and whether anything was cut. */
export interface CollapsedCaption {
  text: string;
  truncated: boolean;
}

/**
 * Collapses a caption to 2 lines and 125 characters (counting characters, not UTF-16 units),
 * cutting at a space when there is one near the limit. Short captions are untouched.
 */
export function collapseCaption(
  caption: string,
  maxChars: number = CAPTION_COLLAPSED_CHARS,
  maxLines: number = CAPTION_COLLAPSED_LINES,
): CollapsedCaption {
  const lines = caption.split('\n');
  let text = lines.length > maxLines ? lines.slice(0, maxLines).join('\n') : caption;
  const characters = Array.from(text);
  if (characters.length > maxChars) {
    const cut = characters.slice(0, maxChars).join('');
    const space = cut.search(/\s\S*$/);
    text = space >= 0 && cut.length - space <= WORD_BACKTRACK ? cut.slice(0, space) : cut;
  }
  text = text.trimEnd();
  return { text, truncated: text !== caption.trimEnd() };
}

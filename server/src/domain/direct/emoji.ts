/** Longest emoji accepted, in UTF-16 units: a family or a flag with modifiers is several code points. */
const EMOJI_MAX_UNITS = 32;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** What makes a grapheme an emoji: a pictograph, a flag (two regional indicators) or a keycap. */
const EMOJI_GRAPHEME = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}{2}|[0-9#*]\uFE0F?\u20E3)/u;
/** What may follow inside one emoji: joiners, variation selectors, skin tones, tags, more pictographs. */
const EMOJI_REST = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Emoji_Component}\u200D\uFE0F\u20E3]*$/u;

/**
 * Whether a reaction is exactly one emoji (docs/behaviour/direct.md#reactions): one grapheme that
 * is a pictograph, a flag or a keycap, with its modifiers. Any other text is refused, so a
 * reaction can carry no message of its own.
 */
export function isSingleEmoji(text: string): boolean {
  if (text === '' || text.length > EMOJI_MAX_UNITS) return false;
  const graphemes = [...segmenter.segment(text)];
  if (graphemes.length !== 1) return false;
  const match = EMOJI_GRAPHEME.exec(text);
  return match !== null && EMOJI_REST.test(text.slice(match[0].length));
}

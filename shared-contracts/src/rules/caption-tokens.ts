/** A run of caption (or bio) text: plain, a #hashtag or an @mention (without the sign). */
interface TextToken {
  kind: 'text' | 'hashtag' | 'mention';
  value: string;
}

/**
 * Splits text into plain runs, #hashtags (any script) and @mentions (username characters). An @
 * right after a letter, digit, dot or @ is no mention: `ann@example.org` is an address.
 */
export function tokenizeCaption(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  const pattern = /(#[\p{L}\p{N}_]+|(?<![\p{L}\p{N}_.@])@[A-Za-z0-9._]*[A-Za-z0-9_])/gu;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ kind: 'text', value: text.slice(last, index) });
    const value = match[0];
    tokens.push({ kind: value.startsWith('#') ? 'hashtag' : 'mention', value: value.slice(1) });
    last = index + value.length;
  }
  if (last < text.length) tokens.push({ kind: 'text', value: text.slice(last) });
  return tokens;
}

/** Where a hashtag link goes: the tag's page (docs/behaviour/search.md#hashtag-pages). */
export function hashtagPath(tag: string): string {
  return `/explore/tags/${encodeURIComponent(tag)}/`;
}

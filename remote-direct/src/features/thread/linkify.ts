/** A piece of message text: plain text, or a web address shown as a link. */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'url'; text: string; href: string };

// http(s) addresses and bare www. hosts; a trailing sentence mark is left out of the link.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"…。，！？）]+$/u;

/** The address a link opens, or null when it is not a plain http(s) address. */
export function safeHref(raw: string): string | null {
  const candidate = /^www\./i.test(raw) ? `https://${raw}` : raw;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits message text into plain text and web addresses (docs/behaviour/direct.md#how-messages-show).
 * Nothing else in the text is interpreted: it is shown as typed; only http(s) addresses become
 * links, so a `javascript:` or data address stays text.
 */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0].replace(TRAILING, '');
    const href = safeHref(raw);
    if (!href || raw.length === 0) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'url', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

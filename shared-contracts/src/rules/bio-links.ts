import type { ProfileLink } from '../schemas/types.js';

/** A bio link ready to render: where it points and the text shown for it. */
export interface DisplayedBioLink {
  href: string;
  text: string;
}

/** What the header shows of a profile's links: the first one, and how many more there are. */
export interface BioLinksSummary {
  first: DisplayedBioLink;
  moreCount: number;
}

/** A link's text: the URL without its scheme and trailing slashes (docs/behaviour/profiles.md#header). */
export function bioLinkText(url: string): string {
  return url.replace(/^[a-z][a-z\d+.-]*:\/\//i, '').replace(/\/+$/, '');
}

/**
 * Only web links become anchors: a bio link is user input, and an `href` of `javascript:` would run
 * in our origin. A bare host ("example.com/x") is read as https.
 */
function safeHref(raw: string): string | null {
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Applies the bio link rules (docs/behaviour/profiles.md#header): whatsapp links are dropped,
 * links missing `url` or missing `lynx_url` are dropped (both are required), and a facebook link
 * is replaced by the alternative the server provides (`lynx_url`). Links that are not http(s) are
 * dropped too.
 */
export function displayedBioLinks(links: readonly ProfileLink[]): DisplayedBioLink[] {
  return links.flatMap((link) => {
    if (link.link_type === 'whatsapp') return [];
    if (!link.url?.trim() || !link.lynx_url?.trim()) return [];
    const target = link.link_type === 'facebook' ? link.lynx_url : link.url;
    const href = safeHref(target.trim());
    return href ? [{ href, text: bioLinkText(target.trim()) }] : [];
  });
}

/** The first displayable link plus the number of others ("+ N"), or null when none is left. */
export function summarizeBioLinks(links: readonly ProfileLink[]): BioLinksSummary | null {
  const shown = displayedBioLinks(links);
  const first = shown[0];
  return first ? { first, moreCount: shown.length - 1 } : null;
}

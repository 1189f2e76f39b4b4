import type { ProfileLink } from '../schemas/types.js';

/** A bio link ready to render: where it points and the text shown for it. */
interface DisplayedBioLink {
  href: string;
  text: string;
}

/** What the header shows of a profile's links: the first one, and how many more there are. */
interface BioLinksSummary {
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

/** A bio link as the server stores it: its kind, the address typed, and the address to open. */
interface ClassifiedBioLink {
  link_type: ProfileLink['link_type'];
  url: string;
  lynx_url: string;
}

/** Whether a host is the domain or one of its subdomains ("m.facebook.com" is facebook.com's). */
function isHostOf(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

const FACEBOOK_DOMAINS = ['facebook.com', 'fb.com', 'fb.me'] as const;
const WHATSAPP_DOMAINS = ['whatsapp.com', 'wa.me'] as const;
/** Query parameters that only track where a click came from; the alternative address drops them. */
const TRACKING_PARAMETER = /^(fbclid|igsh|igshid|utm_.*)$/i;

/**
 * Classifies a bio link by its host when it is saved (docs/behaviour/profiles.md#bio-links):
 * whatsapp.com and wa.me (and their subdomains) are WhatsApp links; facebook.com, fb.com and fb.me
 * are Facebook links, whose alternative address is the same page on https://www.facebook.com
 * without tracking parameters or fragment; anything else, including an address that cannot be
 * read, is an ordinary link that opens as typed.
 */
export function classifyBioLink(url: string): ClassifiedBioLink {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return { link_type: 'other', url, lynx_url: url };
  }
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  if (isHostOf(host, WHATSAPP_DOMAINS)) return { link_type: 'whatsapp', url, lynx_url: url };
  if (!isHostOf(host, FACEBOOK_DOMAINS)) return { link_type: 'other', url, lynx_url: url };
  const alternative = new URL(`${parsed.pathname}${parsed.search}`, 'https://www.facebook.com');
  for (const name of [...alternative.searchParams.keys()])
    if (TRACKING_PARAMETER.test(name)) alternative.searchParams.delete(name);
  return { link_type: 'facebook', url, lynx_url: alternative.toString() };
}

import { SHELL_PATHS } from 'shared-contracts';

/** A story reel, a highlight or a live page: what a visitor's avatar or highlight click leads to. */
const STORY_OR_LIVE = /^\/(stories\/[^/]+\/([^/]+\/)?|[^/]+\/live\/)$/;

/**
 * Whether following `href` means a visitor pressed a story or live avatar or a profile's highlight:
 * a link to the stories, a highlight or a live page, or to the log-in page on its way there. Each
 * needs a login, so on a desktop that opens the login wall instead
 * (docs/behaviour/logged-out.md#story-and-live-avatars, docs/behaviour/logged-out.md#highlights).
 */
export function leadsToStoryOrLive(href: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  if (url.pathname === SHELL_PATHS.login) {
    const next = url.searchParams.get('next');
    return next !== null && STORY_OR_LIVE.test(next.split('?')[0] ?? '');
  }
  return STORY_OR_LIVE.test(url.pathname);
}

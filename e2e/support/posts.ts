import type { Page } from '@playwright/test';
import { apiUrl } from './fixtures';

/** What the post page tests need to know about a seeded post. */
export interface SeededPost {
  pk: string;
  code: string;
  comment_count: number;
  comments_disabled: boolean;
  user: { username: string };
}

/**
 * A user's own posts, newest first, read through the API with the page's cookies. Their profile
 * grid also holds posts others made with them as collaborator; those are left out.
 */
export async function postsOf(page: Page, username: string): Promise<SeededPost[]> {
  const profile = await page.request.get(`${apiUrl()}/api/v1/users/web_profile_info/?username=${username}`);
  if (!profile.ok()) throw new Error(`profile ${username}: ${profile.status()}`);
  const userId = (await profile.json()).data.user.id as string;
  const feed = await page.request.get(`${apiUrl()}/api/v1/feed/user/${userId}/?count=12`);
  if (!feed.ok()) throw new Error(`feed of ${username}: ${feed.status()}`);
  return ((await feed.json()).items as SeededPost[]).filter((post) => post.user.username === username);
}

/** The id of a place some public post of the seeded #sunset was taken at, read through the API. */
export async function aSeededPlaceId(page: Page): Promise<string> {
  const grid = await page.request.get(`${apiUrl()}/api/v1/tags/sunset/sections/?tab=recent`);
  if (!grid.ok()) throw new Error(`#sunset: ${grid.status()}`);
  const items = (await grid.json()).items as Array<{ location: { pk: string } | null }>;
  const placeId = items.find((item) => item.location)?.location?.pk;
  if (!placeId) throw new Error('No post of #sunset was taken at a place.');
  return placeId;
}

/** A text no other test (or earlier run) has posted. */
export function uniqueText(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiPost, apiUrl, expect, giveConsent, signUpFresh } from './fixtures';

/** Someone with a browser of their own (cookies apart), logged in as a fresh account. */
export interface DirectPerson {
  context: BrowserContext;
  page: Page;
  username: string;
  id: string;
}

/** Signs up a fresh account in a new browser context (zh-CN unless told) and logs it in. */
export async function directPerson(
  browser: Browser,
  prefix = 'dm',
  options: { locale?: string; width?: number } = {},
): Promise<DirectPerson> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    locale: options.locale ?? 'zh-CN',
    viewport: { width, height: width < 768 ? 844 : 900 },
  });
  const page = await context.newPage();
  await giveConsent(page);
  const username = await signUpFresh(page, prefix);
  return { context, page, username, id: await userId(page, username) };
}

/** A user's id, read from the profile call with the page's cookies. */
export async function userId(page: Page, username: string): Promise<string> {
  const response = await page.request.get(`${apiUrl()}/api/v1/users/web_profile_info/?username=${username}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { user: { id: string } } }).data.user.id;
}

/** GETs a JSON answer of the API with the page's cookies, failing the test on an error status. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${apiUrl()}${path}`);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Follows a user through the follow mutation (the follow button has tests of its own). */
export async function follow(page: Page, targetId: string): Promise<void> {
  const response = await apiPost(page, '/web/wwwgraphql/ig/query/', {
    doc_id: '3225306093973375',
    variables: JSON.stringify({ input: { target_user_id: targetId, container_module: 'profile', nav_chain: '' } }),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Two people who follow each other, so their messages skip the requests folder. */
export async function friends(browser: Browser, prefix = 'dm'): Promise<[DirectPerson, DirectPerson]> {
  const a = await directPerson(browser, `${prefix}a`);
  const b = await directPerson(browser, `${prefix}b`);
  await follow(a.page, b.id);
  await follow(b.page, a.id);
  return [a, b];
}

/** Starts (or finds) the thread with `userIds` through the API; answers its id. */
export async function startThread(page: Page, userIds: string[], title?: string): Promise<string> {
  const response = await apiPost(page, '/api/v1/direct_v2/create_group_thread/', {
    recipient_users: JSON.stringify(userIds),
    ...(title ? { thread_title: title } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { thread_id?: string; thread?: { thread_id: string } };
  return body.thread?.thread_id ?? body.thread_id!;
}

/** Sends a text through the API (to a thread, or to a person's one-to-one thread). */
export async function sendText(
  page: Page,
  target: { threadId: string } | { userId: string },
  text: string,
): Promise<void> {
  const response = await apiPost(page, '/api/v1/direct_v2/threads/broadcast/text/', {
    ...('threadId' in target
      ? { thread_ids: JSON.stringify([target.threadId]) }
      : { recipient_users: JSON.stringify([target.userId]) }),
    text,
    client_context: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The viewer's unread thread count, as the server counts it. */
export async function badgeCount(page: Page): Promise<number> {
  return (await apiGet<{ badge_count: number }>(page, '/api/v1/direct_v2/get_badge_count/')).badge_count;
}

/** The items of a thread as the viewer reads them, newest first. */
export async function threadItems(
  page: Page,
  threadId: string,
): Promise<Array<{ item_type: string; text?: string; media_share?: { id: string } | null }>> {
  const body = await apiGet<{ thread: { items: Array<{ item_type: string; text?: string }> } }>(
    page,
    `/api/v1/direct_v2/threads/${threadId}/`,
  );
  return body.thread.items;
}

/** A text no other test (or earlier run) has sent. */
export function uniqueMessage(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiPost, apiUrl, expect, giveConsent, signUpFresh, url } from '../support/fixtures';

/** A logged-in browser of its own (cookies apart from the test's page). */
export interface Person {
  context: BrowserContext;
  page: Page;
  username: string;
}

/** Signs up a fresh account in a new browser context (zh-CN, desktop) and logs it in. */
export async function freshPerson(browser: Browser, prefix = 'pf'): Promise<Person> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await giveConsent(page);
  const username = await signUpFresh(page, prefix);
  return { context, page, username };
}

/** Turns an account private through the edit call (its own UI has a test of its own). */
export async function makePrivate(page: Page): Promise<void> {
  const response = await apiPost(page, '/api/v1/web/accounts/edit/', { is_private: 'true' });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens a profile and waits for its header. */
export async function openProfile(page: Page, username: string): Promise<void> {
  await page.goto(url(`/${username}/`));
  await expect(page.getByTestId('profile-header')).toContainText(username);
}

/** The number shown for followers (digits only, so "1,234" is 1234). */
export async function followerCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('open-followers').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Opens the "..." options menu of another user's profile. */
export async function openOptions(page: Page) {
  await page.getByTestId('profile-options-button').click();
  const menu = page.getByTestId('profile-options');
  await expect(menu).toBeVisible();
  return menu;
}

/** A user's id, read from the profile call with the page's cookies. */
export async function userIdOf(page: Page, username: string): Promise<string> {
  const response = await page.request.get(`${apiUrl()}/api/v1/users/web_profile_info/?username=${username}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { user: { id: string } } }).data.user.id;
}

import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { directPerson } from '../support/direct';
import { apiPost, expect, giveConsent, test, url } from '../support/fixtures';

// New message finds everyone the viewer may message, not only people they follow or talk to:
// the exact username of a brand-new account comes first; a block either way still hides people
// (docs/behaviour/direct.md#choosing-recipients).

const results = (page: Page) => page.getByTestId('direct-new').locator('li button[aria-pressed]');

test.describe('new message search', () => {
  test('zh-CN at 1280: a new account is found by its exact username and a chat with it opens', async ({ browser }) => {
    const me = await directPerson(browser, 'nmsm');
    const newcomer = await directPerson(browser, 'nmsn');
    const blocker = await directPerson(browser, 'nmsb');
    const blocked = await apiPost(blocker.page, `/api/v1/friendships/block/${me.id}/`, {});
    expect(blocked.ok(), await blocked.text()).toBe(true);

    await me.page.goto(url('/direct/new/'));
    const search = me.page.getByRole('searchbox', { name: '发给：' });
    await search.fill(blocker.username);
    await expect(me.page.getByText('找不到帐户。')).toBeVisible();
    await search.fill(newcomer.username);
    await expect(results(me.page).first()).toContainText(newcomer.username);
    await results(me.page).first().click();
    await me.page.getByRole('button', { name: '聊天', exact: true }).click();
    await expect(me.page).toHaveURL(/\/direct\/t\/\d+\/$/);
    const thread = me.page.getByTestId('direct-thread');
    await expect(thread.getByRole('heading', { level: 1, name: 'E2E Person' })).toBeVisible();
    await expect(me.page.getByRole('textbox', { name: '发消息…' })).toBeVisible();
    expect(await axeViolations(me.page)).toEqual([]);
    for (const person of [me, newcomer, blocker]) await person.context.close();
  });

  test('English at 390: the exact username comes first among names that contain it', async ({ browser }) => {
    const me = await directPerson(browser, 'nmpm', { locale: 'en', width: 390 });
    const newcomer = await directPerson(browser, 'nmpn');
    // A second new account whose username starts with the first one's.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await giveConsent(otherPage);
    const longer = `${newcomer.username}2`;
    const signUp = await apiPost(otherPage, '/api/v1/web/accounts/web_create_ajax/', {
      email: `${longer}@example.org`,
      full_name: 'Another Person',
      username: longer,
      password: 'e2e-password',
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);

    await me.page.goto(url('/direct/new/'));
    const search = me.page.getByRole('searchbox', { name: 'To:' });
    await search.fill(newcomer.username);
    await expect(results(me.page)).toHaveCount(2);
    await expect(results(me.page).nth(0)).toContainText(newcomer.username);
    await expect(results(me.page).nth(1)).toContainText(longer);
    await results(me.page).first().click();
    await me.page.getByRole('button', { name: 'Chat', exact: true }).click();
    await expect(me.page).toHaveURL(/\/direct\/t\/\d+\/$/);
    await expect(me.page.getByRole('textbox', { name: 'Message…' })).toBeVisible();
    expect(await axeViolations(me.page)).toEqual([]);
    for (const context of [me.context, newcomer.context, other]) await context.close();
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { axeDialogViolations, axeViolations } from '../support/axe';
import { apiPost, apiUrl, expect, giveConsent, logIn, signUpFresh, test, url } from '../support/fixtures';
import { uniqueText } from '../support/posts';
import { postThroughApi } from '../support/uploads';

// Issue 29, moderation (docs/behaviour/moderation.md): a person reports someone's post from its
// options menu; the moderator (demo, named in ADMIN_USERNAMES by global-setup) finds it in the
// queue and removes it, and the post is gone for the reporter; the moderator suspends the author,
// who cannot log in and is told until when. The moderator removes the post in the moderation area
// and suspends through the API.

const PHOTO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-fixtures/images/orientation/Landscape_1.jpg',
);

async function person(browser: Browser, prefix: string): Promise<{ page: Page; username: string }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await giveConsent(page);
  const username = await signUpFresh(page, prefix);
  return { page, username };
}

test('a report reaches the moderator, who removes the post and suspends its author', async ({ browser }) => {
  const author = await person(browser, 'mod_author');
  const caption = uniqueText('reported post');
  const { id, code } = await postThroughApi(author.page, {
    file: PHOTO,
    type: 'image/jpeg',
    width: 600,
    height: 450,
    configure: '/api/v1/media/configure/',
    params: { caption },
  });
  // A media id is "{pk}_{owner}"; reports and moderation name the post by its pk.
  const pk = id.split('_')[0] ?? id;

  // The reporter, by keyboard and pointer, from the post page's options.
  const reporter = await person(browser, 'mod_reporter');
  await reporter.page.goto(url(`/p/${code}/`));
  const post = reporter.page.getByTestId('post-page');
  await expect(post.getByTestId('post-caption').first()).toContainText(caption);
  await post.getByRole('button', { name: 'More options' }).first().click();
  await reporter.page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = reporter.page.getByRole('dialog', { name: 'Report' });
  await expect(dialog).toBeVisible();
  expect(await axeDialogViolations(reporter.page, '[data-testid="report-dialog"]')).toEqual([]);
  await expect(dialog.getByTestId('report-submit')).toBeDisabled();
  await dialog.getByRole('radio', { name: "It's spam" }).check();
  await dialog.getByLabel('Tell us more (optional)').fill('selling pills');
  await dialog.getByTestId('report-submit').click();
  const thanks = reporter.page.getByRole('dialog', { name: 'Thanks for letting us know' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(thanks).toBeHidden();
  const mine = await (await reporter.page.request.get(`${apiUrl()}/api/v1/reports/mine/`)).json();
  expect(mine.reports[0]).toMatchObject({ kind: 'post', target_id: pk, reason: 'spam', status: 'open' });

  // The moderator, in the moderation area: the queue holds the post with its caption; removing it
  // takes a note.
  const moderator = await person(browser, 'mod_unused');
  await logIn(moderator.page);
  const queue = await (await moderator.page.request.get(`${apiUrl()}/api/v1/moderation/queue/`)).json();
  const item = queue.items.find((entry: { target_id: string }) => entry.target_id === pk);
  expect(item).toMatchObject({ kind: 'post', report_count: 1, reasons: { spam: 1 }, texts: ['selling pills'] });
  const area = await moderator.page.goto(url('/moderation/'));
  expect(area?.status()).toBe(200);
  const card = moderator.page.locator(`[data-testid="moderation-item"][data-target="${pk}"]`);
  await expect(card.getByTestId('moderation-content')).toHaveText(caption);
  await expect(card).toContainText("It's spam (1)");
  expect(await axeViolations(moderator.page)).toEqual([]);
  await card.getByLabel('Note (required)').fill('spam');
  await card.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(card).toBeHidden();
  await expect(moderator.page.getByTestId('moderation-log')).toContainText('demo: remove post');

  // Gone for the reporter, and the report says what became of it.
  await reporter.page.goto(url(`/p/${code}/`));
  await expect(reporter.page.getByTestId('not-found')).toBeVisible();
  const after = await (await reporter.page.request.get(`${apiUrl()}/api/v1/reports/mine/`)).json();
  expect(after.reports[0].status).toBe('actioned');

  // The author is suspended for a week: the open page is logged out, and logging in says until when.
  const authorId = String(item.content.owner_id);
  const suspended = await apiPost(moderator.page, `/api/v1/moderation/accounts/${authorId}/suspend/`, {
    note: 'spam ring',
    days: '7',
  });
  expect(suspended.ok(), await suspended.text()).toBe(true);
  const session = await (await author.page.request.get(`${apiUrl()}/api/v1/web/data/shared_data/`)).json();
  expect(session.config.viewer).toBeNull();
  const login = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await giveConsent(login);
  await login.goto(url('/accounts/login/'));
  await login.getByPlaceholder('Phone number, username, or email').fill(author.username);
  await login.getByPlaceholder('Password').fill('e2e-password');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByRole('alert')).toContainText('This account is suspended until');
  await expect(login).toHaveURL(/\/accounts\/login\//);
});

test('a person who is not a moderator gets nothing from the moderation calls', async ({ browser }) => {
  const someone = await person(browser, 'mod_someone');
  const queue = await someone.page.request.get(`${apiUrl()}/api/v1/moderation/queue/`);
  expect(queue.status()).toBe(404);
  const page = await someone.page.goto(url('/moderation/'));
  expect(page?.status()).toBe(404);
  await expect(someone.page.getByTestId('moderation-not-available')).toBeVisible();
  const suspend = await apiPost(someone.page, '/api/v1/moderation/accounts/1/suspend/', { note: 'x' });
  expect(suspend.status()).toBe(404);
});

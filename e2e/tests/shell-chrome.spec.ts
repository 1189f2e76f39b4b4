import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { apiPost, apiUrl, expect, giveConsent, logIn, signUpFresh, test, url } from '../support/fixtures';
import { follow, sendText, userId } from '../support/direct';

// docs/behaviour/shell-chrome.md: nav at every breakpoint with tooltips, Threads, counts, the
// keyboard shortcuts, the More menu, dark mode per account, language per account.

async function person(browser: Browser, width: number, options: { locale?: string; dark?: boolean } = {}) {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: { width, height: width < 768 ? 844 : 900 },
    colorScheme: options.dark ? 'dark' : 'light',
  });
  const page = await context.newPage();
  await giveConsent(page);
  return { context, page };
}

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test.describe('navigation at each breakpoint', () => {
  test('1280: labels, no tooltips; 1000: icons with tooltips after 850 ms; 390: the bottom bar', async ({
    browser,
  }) => {
    // A fresh account, with no saved language, so the English browser's language applies; e2e
    // files never change demo's saved language (other files read it as Chinese).
    const { context, page } = await person(browser, 1280);
    await signUpFresh(page, 'nav');
    await page.goto(url('/'));
    const nav = page.getByTestId('left-nav');
    await expect(nav.getByText('Home', { exact: true })).toBeVisible();
    await nav.locator('[data-nav="home"]').hover();
    await page.waitForTimeout(1200);
    await expect(page.locator('[role="tooltip"]')).toHaveCount(0);

    // Threads: a new tab through the install redirect, no opener.
    const threads = nav.locator('[data-nav="threads"]');
    await expect(threads).toHaveAttribute('href', '/webinstall/barcelona/loggedin/');
    await expect(threads).toHaveAttribute('target', '_blank');
    await expect(threads).toHaveAttribute('rel', 'noopener');
    await expect(threads).toHaveAccessibleName('Threads');

    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(nav.getByText('Home', { exact: true })).toBeHidden();
    const explore = nav.locator('[data-nav="explore"]');
    await expect(explore).toHaveAccessibleName('Explore');
    await page.mouse.move(600, 400);
    await explore.hover();
    await page.waitForTimeout(500);
    await expect(page.locator('[role="tooltip"]')).toHaveCount(0);
    await expect(page.locator('[role="tooltip"]')).toHaveText('Explore');
    await page.mouse.move(600, 400);
    await expect(page.locator('[role="tooltip"]')).toHaveCount(0);
    // Keyboard focus resting on an entry shows it too.
    await nav.locator('[data-nav="messages"]').focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('[role="tooltip"]')).toHaveText('Notifications');
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(nav).toBeHidden();
    await expect(page.getByTestId('bottom-nav')).toBeVisible();
    await expect(page.getByTestId('bottom-nav').locator('[data-nav="threads"]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('Messages shows 9+ past nine unread threads, and says the count in its name', async ({ browser }) => {
    const reader = await person(browser, 1000, { locale: 'zh-CN' });
    const readerName = await signUpFresh(reader.page, 'badge');
    const readerId = await userId(reader.page, readerName);
    const senders = await person(browser, 1000);
    for (let i = 0; i < 10; i += 1) {
      const sender = await signUpFresh(senders.page, `snd${i}`);
      await follow(reader.page, await userId(reader.page, sender));
      await sendText(senders.page, { userId: readerId }, `hello ${i}`);
    }
    await reader.page.goto(url('/'));
    const messages = reader.page.getByTestId('left-nav').locator('[data-nav="messages"]');
    await expect(messages.getByTestId('messages-badge')).toHaveText('9+');
    await expect(messages).toHaveAccessibleName('消息，9+ 条未读');
    // The badge can come before the home screen's remote has rendered its main region.
    await expect(reader.page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(reader.page)).toEqual([]);
    await reader.context.close();
    await senders.context.close();
  });
});

test.describe('keyboard shortcuts', () => {
  test('? and Ctrl+/ toggle the list; j/k/l/s/c, /, n, g h, g p and Esc work, never while typing', async ({
    browser,
  }) => {
    // demo (its feed and profile) in Chinese, as every other e2e file reads demo: its saved language can
    // be zh-CN from another e2e file, whatever the browser says.
    const { context, page } = await person(browser, 1280, { locale: 'zh-CN' });
    await logIn(page);
    await page.goto(url('/'));
    const cards = page.getByTestId('post-card');
    await expect(cards.first()).toBeVisible();

    await page.keyboard.press('Shift+Slash');
    const list = page.getByRole('dialog', { name: '键盘快捷键' });
    await expect(list).toBeVisible();
    await expect(list).toContainText('下一篇帖子');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await page.keyboard.press('Control+Slash');
    await expect(list).toBeVisible();
    await page.keyboard.press('Control+Slash');
    await expect(list).toHaveCount(0);

    // j and k move between posts.
    const focusedPk = () => page.evaluate(() => document.activeElement?.getAttribute('data-media-pk') ?? null);
    const firstPk = await cards.nth(0).getAttribute('data-media-pk');
    const secondPk = await cards.nth(1).getAttribute('data-media-pk');
    await page.keyboard.press('j');
    await expect.poll(focusedPk).toBe(firstPk);
    await page.keyboard.press('j');
    await expect.poll(focusedPk).toBe(secondPk);
    await page.keyboard.press('k');
    await expect.poll(focusedPk).toBe(firstPk);

    // l and s on the current post, each pressed twice so the seeded post is as it was.
    const current = page.locator(`[data-testid="post-card"][data-media-pk="${firstPk}"]`);
    const like = current.getByTestId('like-button');
    const liked = await like.getAttribute('aria-pressed');
    await page.keyboard.press('l');
    await expect(like).toHaveAttribute('aria-pressed', liked === 'true' ? 'false' : 'true');
    await page.keyboard.press('l');
    await expect(like).toHaveAttribute('aria-pressed', liked ?? 'false');
    const save = current.getByTestId('save-button');
    const saved = await save.getAttribute('aria-pressed');
    await page.keyboard.press('s');
    await expect(save).toHaveAttribute('aria-pressed', saved === 'true' ? 'false' : 'true');
    await page.keyboard.press('s');
    await expect(save).toHaveAttribute('aria-pressed', saved ?? 'false');

    // c comments: the post's page.
    await page.keyboard.press('c');
    await expect(page).toHaveURL(/\/p\/[^/]+\/$/);

    // On the post page l and s act on the post itself (twice each, as above), and c puts the
    // cursor in its comment box. The page's actions are waited for before any key.
    const article = page.getByTestId('post-article');
    const pageLike = article.getByTestId('like-button');
    const pageSave = article.getByTestId('save-button');
    await expect(pageSave).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const pageLiked = (await pageLike.getAttribute('aria-pressed')) ?? 'false';
    await page.keyboard.press('l');
    await expect(pageLike).toHaveAttribute('aria-pressed', pageLiked === 'true' ? 'false' : 'true');
    await page.keyboard.press('l');
    await expect(pageLike).toHaveAttribute('aria-pressed', pageLiked);
    const pageSaved = (await pageSave.getAttribute('aria-pressed')) ?? 'false';
    await page.keyboard.press('s');
    await expect(pageSave).toHaveAttribute('aria-pressed', pageSaved === 'true' ? 'false' : 'true');
    await page.keyboard.press('s');
    await expect(pageSave).toHaveAttribute('aria-pressed', pageSaved);
    await page.keyboard.press('c');
    await expect(article.getByRole('textbox')).toBeFocused();

    // g then p: the profile; g then h: home. (c may leave the comment field focused, where keys
    // are typing, never shortcuts: leave it first.)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await expect(page).toHaveURL(url('/demo/'));
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await expect(page).toHaveURL(url('/'));
    await expect(cards.first()).toBeVisible();

    // / opens search; typing there is never a shortcut. (From the page itself: the home screen
    // just mounted may have put focus in a field.)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    const panel = page.getByTestId('search-panel');
    await expect(panel).toBeVisible();
    await panel.getByRole('searchbox').fill('');
    await panel.getByRole('searchbox').focus();
    await page.keyboard.type('jg?n');
    await expect(panel.getByRole('searchbox')).toHaveValue('jg?n');
    await expect(list).toHaveCount(0);
    await expect(page).toHaveURL(url('/'));
    await page.keyboard.press('Escape');

    // n: a new post; Esc closes it.
    await page
      .locator('main')
      .first()
      .click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('n');
    const create = page.getByRole('dialog').last();
    await expect(create).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});

test.describe('the More menu and appearance', () => {
  test('dark from the More menu, kept by the account across a reload and another browser, not by others', async ({
    browser,
  }) => {
    const a = await person(browser, 1000);
    await signUpFresh(a.page, 'dark');
    await a.page.goto(url('/'));
    expect(await theme(a.page)).toBeNull();
    expect(await background(a.page)).toBe('rgb(255, 255, 255)');

    await a.page.getByTestId('left-nav').locator('[data-nav="more"]').click();
    const menu = a.page.getByRole('menu', { name: 'More' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Settings',
      'Switch appearance',
      'Report a problem',
      'Log out',
    ]);
    // A menu is a popup over the page, outside its landmarks: axe's region rule would flag it.
    expect(await axeViolations(a.page, ['[role="menu"]'])).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Switch appearance' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Switch appearance' });
    await dialog.getByRole('radio', { name: 'Dark', exact: true }).check();
    expect(await theme(a.page)).toBe('dark');
    expect(await background(a.page)).toBe('rgb(0, 0, 0)');
    expect(await axeViolations(a.page)).toEqual([]);
    await a.page.keyboard.press('Escape');

    // Saved to the account: the page comes dark from the server, before any script of the app.
    await expect
      .poll(
        async () => (await (await a.page.request.get(`${apiUrl()}/api/v1/accounts/preferences/`)).json()).appearance,
      )
      .toBe('dark');
    await a.page.reload();
    // In stack mode too: the shell's server asks the API with the page's cookie
    // (docs/performance.md#stack-mode-asks-the-api).
    expect(await (await a.page.request.get(url('/'))).text()).toContain('"appearance":"dark"');
    expect(await theme(a.page)).toBe('dark');
    await expect(a.page.getByTestId('post-card').or(a.page.getByTestId('home-feed')).first()).toBeVisible();
    expect(await axeViolations(a.page)).toEqual([]);

    // The settings page has the same choice; Automatic follows the device.
    await a.page.goto(url('/accounts/appearance/'));
    await expect(a.page.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked();
    expect(await axeViolations(a.page)).toEqual([]);
    await a.page.getByRole('radio', { name: /Automatic/ }).check();
    expect(await theme(a.page)).toBeNull();
    expect(await background(a.page)).toBe('rgb(255, 255, 255)');
    await a.page.emulateMedia({ colorScheme: 'dark' });
    expect(await background(a.page)).toBe('rgb(0, 0, 0)');
    expect(await axeViolations(a.page)).toEqual([]);
    await a.page.getByRole('radio', { name: 'Light', exact: true }).check();
    expect(await background(a.page)).toBe('rgb(255, 255, 255)');
    await a.page.getByRole('radio', { name: 'Dark', exact: true }).check();
    await expect
      .poll(
        async () => (await (await a.page.request.get(`${apiUrl()}/api/v1/accounts/preferences/`)).json()).appearance,
      )
      .toBe('dark');

    // Another account in another browser: its own (automatic) appearance.
    const b = await person(browser, 1000);
    await signUpFresh(b.page, 'light');
    await b.page.goto(url('/'));
    expect(await theme(b.page)).toBeNull();
    expect(await background(b.page)).toBe('rgb(255, 255, 255)');
    await a.context.close();
    await b.context.close();
  });

  test('Report a problem sends the text and thanks; Settings opens the settings', async ({ browser }) => {
    const { context, page } = await person(browser, 1280, { locale: 'zh-CN' });
    await signUpFresh(page, 'report');
    await page.goto(url('/'));
    await page.getByTestId('left-nav').locator('[data-nav="more"]').click();
    await page.getByRole('menuitem', { name: '报告问题' }).click();
    const dialog = page.getByRole('dialog', { name: '报告问题' });
    await expect(dialog.getByRole('button', { name: '发送报告' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: '出了什么问题？' }).fill('动态加载不出来');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '发送报告' }).click();
    await expect(page.getByTestId('toast')).toContainText('感谢你的反馈。');
    await expect(dialog).toHaveCount(0);

    await page.getByTestId('left-nav').locator('[data-nav="more"]').click();
    await page.getByRole('menuitem', { name: '设置' }).click();
    await expect(page.getByTestId('settings-layout')).toBeVisible();
    await context.close();
  });

  test('a language chosen in settings is kept by the account in another browser', async ({ browser }) => {
    const first = await person(browser, 390, { locale: 'zh-CN' });
    const username = await signUpFresh(first.page, 'lang');
    await first.page.goto(url('/accounts/language/'));
    await expect(first.page.getByRole('heading', { name: '语言' })).toBeVisible();
    expect(await axeViolations(first.page)).toEqual([]);
    await first.page.getByRole('radio', { name: 'English' }).check();
    await expect(first.page.getByRole('heading', { name: 'Language' })).toBeVisible();
    await expect
      .poll(
        async () => (await (await first.page.request.get(`${apiUrl()}/api/v1/accounts/preferences/`)).json()).locale,
      )
      .toBe('en');

    const second = await person(browser, 1280, { locale: 'zh-CN' });
    expect(
      (await apiPost(second.page, '/api/v1/web/accounts/login/ajax/', { username, password: 'e2e-password' })).ok(),
    ).toBe(true);
    await second.page.goto(url('/'));
    await expect(second.page.getByTestId('left-nav').locator('[data-nav="home"]')).toHaveAccessibleName('Home');
    await first.context.close();
    await second.context.close();
  });
});

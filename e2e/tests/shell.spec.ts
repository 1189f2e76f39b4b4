import { DEMO, expect, giveConsent, logIn, test, url } from '../support/fixtures';

test.describe('shell', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
  });

  test('a logged-out visitor gets the top bar with log-in and sign-up, and the login form at /', async ({ page }) => {
    await page.goto(url('/'));
    const topBar = page.getByTestId('top-bar');
    await expect(topBar.getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      '/accounts/login/?source=desktop_nav',
    );
    await expect(topBar.getByRole('link', { name: '注册' })).toBeVisible();
    await expect(page.getByPlaceholder('手机号、账号或邮箱')).toBeVisible();
    await expect(page.getByTestId('left-nav')).toHaveCount(0);
  });

  test('logs in with the form and lands on the home feed; a wrong password gets a clear error', async ({ page }) => {
    await page.goto(url('/accounts/login/'));
    await page.getByPlaceholder('手机号、账号或邮箱').fill(DEMO.username);
    await page.getByPlaceholder('密码').fill('not the password');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert')).toContainText('密码不正确');
    await page.getByPlaceholder('密码').fill(DEMO.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(url('/'));
    await expect(page.getByTestId('post-card').first()).toBeVisible();
  });

  test('signs up a new account from the sign-up page', async ({ page }) => {
    const username = `signup_${Date.now().toString(36)}`;
    await page.goto(url('/accounts/emailsignup/'));
    await page.getByPlaceholder('邮箱').fill(`${username}@example.org`);
    await page.getByPlaceholder('全名').fill('New Person');
    await page.getByPlaceholder('账号').fill(username);
    await page.getByPlaceholder('密码（至少 8 个字符）').fill('a good password');
    await page.getByRole('button', { name: '注册' }).click();
    await expect(page).toHaveURL(url('/'));
    await expect(page.getByTestId('left-nav')).toBeVisible();
    await expect(page.getByTestId('left-nav').locator(`[data-nav="profile"]`)).toHaveAttribute('href', `/${username}/`);
  });

  for (const loggedIn of [false, true]) {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      test(`unknown paths show the page-not-found screen (${name}, ${loggedIn ? 'logged in' : 'logged out'})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        if (loggedIn) await logIn(page);
        await page.goto(url('/this/path/does-not-exist/'));
        await expect(page.getByRole('heading', { name: '很抱歉，无法访问此页面' })).toBeVisible();
        // Every variant has a way home: a button on a logged-in phone, the text link otherwise.
        const home = name === 'mobile' && loggedIn ? '返回首页' : '返回 Lumen';
        await expect(page.getByTestId('not-found').getByRole('link', { name: home })).toHaveAttribute('href', '/');
        await expect(page).toHaveTitle(/找不到页面/);
      });
    }
  }

  test('the left nav shows from 768 px (labels from 1264), the bottom nav below', async ({ page }) => {
    await logIn(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url('/'));
    await expect(page.getByTestId('left-nav')).toBeVisible();
    await expect(page.getByTestId('left-nav').getByText('首页')).toBeVisible();
    await expect(page.getByTestId('bottom-nav')).toBeHidden();
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(page.getByTestId('left-nav')).toBeVisible();
    await expect(page.getByTestId('left-nav').getByText('首页')).toBeHidden();
    await page.setViewportSize({ width: 767, height: 900 });
    await expect(page.getByTestId('left-nav')).toBeHidden();
    await expect(page.getByTestId('bottom-nav')).toBeVisible();
    await page.getByTestId('bottom-nav').locator('[data-nav="search"]').click();
    await expect(page).toHaveURL(url('/explore/search/'));
  });

  test('switches language and keeps the choice', async ({ page }) => {
    await page.goto(url('/accounts/login/'));
    await page.getByTestId('language-switcher').selectOption('en');
    await expect(page.getByPlaceholder('Phone number, username, or email')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('language from the browser', () => {
  test.use({ locale: 'en-US' });
  test('an English browser gets English', async ({ page }) => {
    await giveConsent(page);
    await page.goto(url('/no/such/page/'));
    await expect(page.getByRole('heading', { name: "Sorry, this page isn't available." })).toBeVisible();
  });
});

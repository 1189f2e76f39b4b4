import { axeViolations } from '../support/axe';
import { expect, giveConsent, logIn, test, url } from '../support/fixtures';

// docs/behaviour/not-found.md#variants: phone or desktop, logged in or out, in both themes.
const CASES = [
  { width: 1280, loggedIn: true, variant: 'desktop-logged-in' },
  { width: 1280, loggedIn: false, variant: 'desktop-logged-out' },
  { width: 390, loggedIn: true, variant: 'phone-logged-in' },
  { width: 390, loggedIn: false, variant: 'phone-logged-out' },
] as const;

test.describe('the not-found page', () => {
  for (const { width, loggedIn, variant } of CASES) {
    test(`${variant} at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await giveConsent(page);
      if (loggedIn) await logIn(page);
      await page.goto(url('/no/such/page/here/'));
      const notFound = page.getByTestId('not-found');
      await expect(notFound).toHaveAttribute('data-variant', variant);
      await expect(page).toHaveTitle('找不到页面 • Lumen');
      await expect(notFound.getByRole('heading', { name: '很抱歉，无法访问此页面' })).toBeVisible();
      const home = width < 768 && loggedIn ? '返回首页' : '返回 Lumen';
      await expect(notFound.getByRole('link', { name: home })).toHaveAttribute('href', '/');
      const login = notFound.getByRole('link', { name: '登录', exact: true });
      if (loggedIn) {
        await expect(login).toHaveCount(0);
      } else {
        await expect(login).toHaveAttribute('href', '/accounts/login/?next=%2Fno%2Fsuch%2Fpage%2Fhere%2F');
        await expect(notFound.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/accounts/emailsignup/');
      }
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await axeViolations(page)).toEqual([]);
      }
      await context.close();
    });
  }
});

import type { Browser, Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, giveConsent, test, url } from '../support/fixtures';

// docs/behaviour/accounts.md#sign-up-errors: each problem under its own field, in the page's
// language, never the browser's bubble; an earlier message goes when the field changes or the
// next attempt fails differently.

const TEXT = {
  'zh-CN': {
    email: '邮箱',
    username: '账号',
    password: '密码（至少 8 个字符）',
    submit: '注册',
    emailMissing: '请输入邮箱地址。',
    usernameMissing: '请输入账号。',
    passwordLength: '密码需为 8 到 128 个字符。',
    unavailable: '此账号不可用，请换一个。',
    characters: '账号只能包含字母、数字、下划线和句点。',
    refused: '无法使用这些信息注册。如果你已有账户，请直接登录。',
    generic: '请检查填写的内容。',
  },
  'en-US': {
    email: 'Email',
    username: 'Username',
    password: 'Password (at least 8 characters)',
    submit: 'Sign up',
    emailMissing: 'Enter your email address.',
    usernameMissing: 'Enter a username.',
    passwordLength: 'Passwords must be 8 to 128 characters long.',
    unavailable: "This username isn't available. Please try another.",
    characters: 'Usernames can only use letters, numbers, underscores and periods.',
    refused: "We couldn't create an account with these details. If you already have an account, log in instead.",
    generic: 'Please check what you entered.',
  },
} as const;

const CASES = [
  { locale: 'zh-CN', width: 1280 },
  { locale: 'en-US', width: 390 },
  { locale: 'en-US', width: 1280 },
  { locale: 'zh-CN', width: 390 },
] as const;

async function visitor(browser: Browser, locale: string, width: number): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: width < 768 ? 844 : 900 } });
  const page = await context.newPage();
  await giveConsent(page);
  await page.goto(url('/accounts/emailsignup/'));
  return page;
}

/** The field's message, found through the field's own aria-describedby (so the tie is checked too). */
async function expectFieldMessage(page: Page, input: Locator, text: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const id = await input.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  await expect(page.locator(`[id="${id}"]`)).toHaveText(text);
}

test.describe('sign-up errors', () => {
  for (const { locale, width } of CASES) {
    test(`${width} px, ${locale}: each field says its own problem, old ones go; no browser bubble; axe clean`, async ({
      browser,
    }) => {
      const text = TEXT[locale];
      const page = await visitor(browser, locale, width);
      const form = page.getByRole('form');
      const email = form.getByPlaceholder(text.email, { exact: true });
      const username = form.getByPlaceholder(text.username, { exact: true });
      const password = form.getByPlaceholder(text.password, { exact: true });
      const submit = form.getByRole('button', { name: text.submit, exact: true });

      // The browser's own validation would stop this submit with its English bubble; the form's
      // own messages appearing shows it did not.
      expect(await form.evaluate((element) => (element as HTMLFormElement).noValidate)).toBe(true);
      await submit.click();
      await expectFieldMessage(page, email, text.emailMissing);
      await expectFieldMessage(page, username, text.usernameMissing);
      await expectFieldMessage(page, password, text.passwordLength);
      await expect(email).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      // A reserved name: the server names the field; the form says why, under it.
      const fresh = `su_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      await email.fill(`${fresh}@example.org`);
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
      await password.fill('a good password');
      await username.fill('explore');
      await submit.click();
      await expectFieldMessage(page, username, text.unavailable);
      await expect(page.getByText(text.generic)).toHaveCount(0);

      // Editing the field takes its message away; bad characters get their own reason.
      await username.fill('bad name!');
      await expect(username).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(text.unavailable)).toHaveCount(0);
      await submit.click();
      await expectFieldMessage(page, username, text.characters);
      await expect(page.getByText(text.generic)).toHaveCount(0);

      // Taken, then a different failure (an email in use): the old message does not stay.
      await username.fill('demo');
      await submit.click();
      await expectFieldMessage(page, username, text.unavailable);
      await username.fill(fresh);
      await email.fill('demo@example.com');
      await submit.click();
      await expect(form.getByRole('alert')).toHaveText(text.refused);
      await expect(page.getByText(text.unavailable)).toHaveCount(0);
      await expect(username).not.toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);

      // Fixed: the account is made.
      await email.fill(`${fresh}@example.org`);
      await expect(form.getByRole('alert')).toHaveCount(0);
      await submit.click();
      await expect(page).toHaveURL(url('/'));
      await page.context().close();
    });
  }
});

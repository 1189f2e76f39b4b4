import { axeViolations } from '../support/axe';
import { expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';
import { linkTo, waitForMail } from '../support/mail-catcher';

// docs/behaviour/accounts.md#email-address: a new account's address is confirmed by the link
// sign-up mailed; a change tells both addresses and takes effect when the new one is confirmed.

test('the email address: confirmed from the sign-up mail, then changed with both addresses told', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await giveConsent(page);
    const username = await signUpFresh(page, 'mail');
    const address = `${username}@example.org`;
    await page.goto(url('/accounts/email/'));
    await expect(page.getByTestId('email-address')).toHaveText(`${address}Not confirmed`);
    expect(await axeViolations(page)).toEqual([]);

    // Signed up through the API, which sends no Accept-Language: the mail is in the default language.
    const welcome = await waitForMail(address, '确认你在 Lumen 的邮箱地址');
    await page.goto(linkTo(welcome, '/accounts/email/confirm/'));
    await expect(page.getByTestId('email-confirm').getByRole('status')).toHaveText('Your email address is confirmed.');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(url('/accounts/email/'));
    await expect(page.getByTestId('email-address')).toHaveText(`${address}Confirmed`);
    const changed = `${username}.new@example.org`;
    await page.getByLabel('New email address').fill(changed);
    await page.getByLabel('Current password').fill('e2e-password');
    await page.getByLabel('Current password').press('Enter');
    await expect(page.getByTestId('email-pending')).toContainText(changed);

    await waitForMail(address, 'Your Lumen email address is being changed');
    const confirm = await waitForMail(changed, 'Confirm your email address for Lumen');
    await page.goto(linkTo(confirm, '/accounts/email/confirm/'));
    await expect(page.getByTestId('email-confirm').getByRole('status')).toHaveText('Your email address is confirmed.');
    await page.goto(url('/accounts/email/'));
    await expect(page.getByTestId('email-address')).toHaveText(`${changed}Confirmed`);
  } finally {
    await context.close();
  }
});

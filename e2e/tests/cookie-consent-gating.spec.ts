import type { BrowserContext, Page, Request } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test, url } from '../support/fixtures';

/*
 * Cookie consent gates optional cookies and analytics (docs/behaviour/consent.md#optional-cookies,
 * docs/behaviour/analytics.md#consent-first): the cookies before and after each choice, no
 * analytics request before consent or after a refusal, and the batch reaching the server after it.
 */

const EVENTS_PATH = '/api/v1/web/logging/events/';
const ESSENTIAL = new Set(['csrftoken', 'sessionid', 'lumen_did']);
const DIALOG_NAME = /允许 Lumen 在此浏览器上使用 Cookie 吗？|Allow the use of cookies from Lumen by this browser\?/;

/** Every analytics request the browser context makes (fetch and beacons alike). */
function recordAnalytics(context: BrowserContext): Request[] {
  const seen: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === EVENTS_PATH) seen.push(request);
  });
  return seen;
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).sort();
}

/** Makes the page report an uncaught error: an immediate event, so a batch would leave within 1 s. */
async function throwUncaught(page: Page): Promise<void> {
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e uncaught error');
    });
  });
}

async function openDialog(page: Page) {
  await page.goto(url('/accounts/login/'));
  const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('cookie consent gating', () => {
  test('before a choice only essential cookies exist and nothing is sent; the dialog has no axe violations', async ({
    page,
    context,
  }) => {
    const analytics = recordAnalytics(context);
    const dialog = await openDialog(page);
    await expect(dialog.getByRole('link', { name: /Cookie 政策|Cookie policy/ })).toHaveAttribute(
      'href',
      '/legal/cookies/',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect((await cookieNames(context)).every((name) => ESSENTIAL.has(name))).toBe(true);
    expect(await cookieNames(context)).not.toContain('lumen_aid');
    await throwUncaught(page);
    await page.waitForTimeout(2_000);
    // Leaving the page would send a beacon if anything were allowed.
    await page.goto(url('/accounts/emailsignup/'));
    await page.waitForTimeout(500);
    expect(analytics).toEqual([]);
    expect(await cookieNames(context)).not.toContain('lumen_aid');
  });

  test('"Decline optional cookies": the choice cookie only, and no analytics ever', async ({ page, context }) => {
    const analytics = recordAnalytics(context);
    const dialog = await openDialog(page);
    const posted = page.waitForRequest((r) => r.url().endsWith('/cookie/consent/') && r.method() === 'POST');
    await dialog.getByRole('button', { name: /拒绝可选 Cookie|Decline optional cookies/ }).click();
    const record = JSON.parse(new URLSearchParams((await posted).postData() ?? '').get('interaction') ?? 'null');
    expect(record).toMatchObject({ event: 'decline_optional', cookie_banner_type: 'blocking', state: 'first_choice' });
    await expect(page.getByTestId('toast')).toContainText(/已保存更改。|Changes saved\./);
    expect(await cookieNames(context)).toEqual(['csrftoken', 'lumen_did']);
    await throwUncaught(page);
    await page.waitForTimeout(2_000);
    await page.goto(url('/explore/search/'));
    await page.waitForTimeout(500);
    expect(analytics).toEqual([]);
    expect(await cookieNames(context)).toEqual(['csrftoken', 'lumen_did']);
  });

  test('"Allow selected" without analytics: no analytics cookie and nothing sent', async ({ page, context }) => {
    const analytics = recordAnalytics(context);
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: /按类别选择|Choose by category/ }).click();
    await dialog.getByRole('checkbox', { name: /广告 Cookie|Advertising cookies/ }).check();
    await dialog.getByRole('button', { name: /允许所选 Cookie|Allow selected/ }).click();
    await expect(dialog).toBeHidden();
    expect(await cookieNames(context)).toEqual(['csrftoken', 'lumen_did']);
    await throwUncaught(page);
    await page.waitForTimeout(2_000);
    expect(analytics).toEqual([]);
  });

  test('"Allow all": the analytics cookie appears and the queued events reach the server', async ({
    page,
    context,
  }) => {
    const analytics = recordAnalytics(context);
    const dialog = await openDialog(page);
    expect(analytics).toEqual([]);
    const batch = page.waitForResponse((r) => new URL(r.url()).pathname === EVENTS_PATH);
    await dialog.getByRole('button', { name: /允许所有 Cookie|Allow all cookies/ }).click();
    await expect(dialog).toBeHidden();
    // The logger loads only now that analytics is allowed (docs/behaviour/analytics.md#loading).
    await expect.poll(() => cookieNames(context)).toEqual(['csrftoken', 'lumen_aid', 'lumen_did']);
    await throwUncaught(page);
    const response = await batch;
    expect(response.status()).toBe(200);
    const body = JSON.parse(response.request().postData() ?? '{}') as {
      device_id: string;
      events: Array<{ event: string; access_flow_version: string; waterfall_id: string }>;
    };
    const aid = (await context.cookies()).find((cookie) => cookie.name === 'lumen_aid')?.value;
    expect(body.device_id).toBe(aid);
    const names = body.events.map((event) => event.event);
    expect(names).toContain('page_view');
    expect(names).toContain('client_error');
    expect(body.events.every((event) => event.access_flow_version === 'F2_FLOW')).toBe(true);
    expect(new Set(body.events.map((event) => event.waterfall_id)).size).toBe(1);
    expect(((await response.json()) as { stored: number }).stored).toBe(body.events.length);

    // When the page is hidden or left, what is batched goes with a beacon (the token in the query).
    // The page's own pagehide listener is called here: a request sent while the page is torn down
    // is not always reported to the test.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Cookie 政策|Cookie policy/ })
      .click();
    await expect(page.getByTestId('cookie-policy')).toBeVisible();
    const beacon = context.waitForEvent('request', (r) => new URL(r.url()).pathname === EVENTS_PATH);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const sent = await beacon;
    expect(new URL(sent.url()).searchParams.get('csrf_token')).toBeTruthy();
    expect((await sent.response())?.status()).toBe(200);
  });

  test('"Cookie settings" in the footer reopens the dialog; withdrawing consent deletes the cookie', async ({
    page,
    context,
  }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: /允许所有 Cookie|Allow all cookies/ }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => cookieNames(context)).toContain('lumen_aid');

    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /Cookie 设置|Cookie settings/ })
      .click();
    const reopened = page.getByRole('dialog', { name: DIALOG_NAME });
    await expect(reopened).toBeVisible();
    // The recorded choice is shown, ticked; Confirm saves a change.
    await expect(reopened.getByRole('checkbox', { name: /分析 Cookie|Analytics cookies/ })).toBeChecked();
    await reopened.getByRole('checkbox', { name: /分析 Cookie|Analytics cookies/ }).uncheck();
    const posted = page.waitForRequest((r) => r.url().endsWith('/cookie/consent/') && r.method() === 'POST');
    await reopened.getByRole('button', { name: /^(确认|Confirm)$/ }).click();
    const record = JSON.parse(new URLSearchParams((await posted).postData() ?? '').get('interaction') ?? 'null');
    expect(record).toMatchObject({ state: 'changed_choice', event: 'allow_selected' });
    await expect(reopened).toBeHidden();
    expect(await cookieNames(context)).toEqual(['csrftoken', 'lumen_did']);
  });

  test('the cookie policy page lists the cookies and has no axe violations', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: /拒绝可选 Cookie|Decline optional cookies/ }).click();
    await expect(dialog).toBeHidden();
    await page.goto(url('/legal/cookies/'));
    const policy = page.getByTestId('cookie-policy');
    await expect(policy).toBeVisible();
    await expect(policy.getByRole('rowheader')).toHaveText(['sessionid', 'csrftoken', 'lumen_did', 'lumen_aid']);
    expect(await axeViolations(page)).toEqual([]);
  });
});

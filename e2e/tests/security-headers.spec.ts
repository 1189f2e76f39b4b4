import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiUrl, expect, test, url } from '../support/fixtures';
import { openFeed, playingFeedVideo } from '../support/feed';
import { chooseFile, IMAGES, openCreate } from './create-helpers';

// The page's Content-Security-Policy must not break anything (docs/security.md#headers): every
// remote, in both modes (stack mode loads them from other origins), images, video through hls.js
// and the previews of the creation flow run with no violation reported.

/** Collects every CSP violation the page reports, across navigations, as "directive blocked-uri". */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('security headers', () => {
  test('the page and the API answer with their security headers', async ({ page }) => {
    const response = await page.goto(url('/accounts/login/'));
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    // Style attributes only, for the server-rendered first screen: never scripts or <style> elements.
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['permissions-policy']).toContain('camera=()');
    const api = await page.request.get(`${apiUrl()}/api/v1/web/data/shared_data/`);
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
    expect(api.headers()['x-request-id']).toBeTruthy();
  });

  test('the feed, a video, a post (liked from the page), a profile, search, the inbox and creation run with no CSP violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await openFeed(page);
    await playingFeedVideo(page);
    const postLink = page.locator('a[href^="/p/"]').first();
    await page.goto(url((await postLink.getAttribute('href')) ?? '/'));
    await expect(page.getByTestId('post-page')).toBeVisible();
    // A mutation the page sends (with its Origin: another origin in stack mode) passes the
    // cross-site check; liking twice leaves the post as it was.
    const like = page.getByTestId('post-page').getByTestId('like-button').first();
    for (let i = 0; i < 2; i += 1) {
      const answered = page.waitForResponse(
        (r) => /\/likes\/\d+\/(un)?like\/$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
      );
      await like.click();
      expect((await answered).status()).toBe(200);
    }
    await page.goto(url('/demo/'));
    await expect(page.getByTestId('profile-header')).toBeVisible();
    await page.goto(url('/explore/search/?q=demo'));
    await expect(page.getByRole('main')).toBeVisible();
    await page.goto(url('/direct/inbox/'));
    await expect(page.getByRole('main')).toBeVisible();
    await page.goto(url('/'));
    await openCreate(page);
    await chooseFile(page, path.join(IMAGES, 'orientation', 'Landscape_1.jpg'));
    await expect(page.getByTestId('style-step').locator('img, canvas').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('another page cannot frame the site', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await page.setContent(`<iframe src="${url('/accounts/login/')}" title="framed"></iframe>`);
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(await framed?.locator('#root').count()).toBe(0);
  });
});

import { apiPost, expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';

// Bio links are classified by host when saved (docs/behaviour/profiles.md#bio-links), so the
// profile a visitor sees drops the WhatsApp link and shows a Facebook link by its alternative.

test('a saved WhatsApp link is not shown and a Facebook link shows its clean address', async ({ page, browser }) => {
  await giveConsent(page);
  const username = await signUpFresh(page, 'links');
  const saved = await apiPost(page, '/api/v1/web/accounts/edit/', {
    bio_links: JSON.stringify([
      { title: 'Chat', url: 'https://wa.me/8613800000000' },
      { title: 'Page', url: 'https://m.facebook.com/lumen.links/?fbclid=tracking' },
      { title: 'Site', url: 'https://example.com/links' },
    ]),
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // A visitor, in a browser of their own.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await giveConsent(visitor);
  await visitor.goto(url(`/${username}/`));
  const first = visitor.getByTestId('bio-link');
  await expect(first).toHaveAttribute('href', 'https://www.facebook.com/lumen.links/');
  await expect(first).toHaveText('www.facebook.com/lumen.links');
  await expect(visitor.getByTestId('bio-more-links')).toHaveText('+ 1');
  await visitor.getByTestId('bio-more-links').click();
  const all = visitor.getByTestId('bio-links-dialog').getByRole('link');
  await expect(all).toHaveCount(2);
  await expect(all.nth(1)).toHaveAttribute('href', 'https://example.com/links');
  await expect(visitor.locator('a[href*="wa.me"]')).toHaveCount(0);
  await context.close();
});

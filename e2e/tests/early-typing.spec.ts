import { expect, giveConsent, logIn, test, url } from '../support/fixtures';
import { postsOf } from '../support/posts';
import { remoteFolder } from '../support/remotes';

// Text typed into a server-drawn field before the screen's code has run is kept: hydration keeps
// the server's empty draft, so the shell gives the field its text back once the screen answers
// (docs/performance.md#early-presses-and-typing).

test('a comment typed before the post page answers is kept and can be posted', async ({ page }) => {
  // The cookie dialog would take the focus while typing.
  await giveConsent(page);
  await logIn(page);
  const [post] = await postsOf(page, 'chen_wei');
  // The feed remote's scripts are held until the text is typed: the page is the server's markup.
  const folder = await remoteFolder(page.request, 'feed');
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (address) => address.href.startsWith(folder) && address.pathname.endsWith('.js'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const text = `typed early ${Date.now().toString(36)}`;
  // The frame's own goto: the fixture's page.goto would wait for the screen to answer.
  await page.mainFrame().goto(url(`/p/${post!.code}/`), { waitUntil: 'commit' });
  const box = page.getByRole('textbox', { name: '添加评论…' });
  await box.click();
  await page.keyboard.type(text);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-screen-ready'))).toBe(false);
  release();
  await expect(page.locator('html[data-screen-ready]')).toHaveCount(1);
  await expect(box).toHaveValue(text);
  await expect(box).toBeFocused();
  // The draft is the screen's own state: it is posted as typed, and typing goes on after it.
  await page.keyboard.type('!');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  // The comment's paragraph (the live region announces the same text for a moment).
  await expect(page.locator('p').filter({ hasText: `${text}!` })).toBeVisible();
});

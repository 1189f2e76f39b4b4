// Interaction to Next Paint for like, comment and follow, with Chromium's CPU slowed 4x (a
// mid-range phone): the longest event-timing entry of the measured interaction, as web-vitals
// counts INP for a page with a single interaction.
import { sessionContext } from './session.mjs';

/** Records every event-timing entry that belongs to an interaction, from the start of the page. */
const INTERACTION_RECORDER = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

const CPU_SLOWDOWN = 4;

async function newPage(browser, base, auth) {
  const context = await sessionContext(browser, base, auth);
  const page = await context.newPage();
  await page.addInitScript(INTERACTION_RECORDER);
  return { context, page, cdp: await context.newCDPSession(page) };
}

/**
 * Runs `act` with the CPU slowed, waits for `settled`, and returns the duration (ms) of the
 * slowest interaction that `act` started. Event timing reports durations in 8 ms steps and only
 * entries of 16 ms and more, so a quick interaction reads as 0.
 */
async function interactionDuration(page, cdp, act, settled) {
  await page.evaluate(() => (window.__interactions = []));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await act();
    await settled();
    // Event timing entries arrive after the next paint; give the observer time to be called.
    await page.waitForTimeout(1000);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const entries = await page.evaluate(() => window.__interactions);
  return entries.reduce((worst, entry) => Math.max(worst, entry.duration), 0);
}

/** Like a post in the home feed (then unlike it, unmeasured, to leave the data as it was). */
async function measureLike(browser, base, auth) {
  const { context, page, cdp } = await newPage(browser, base, auth);
  await page.goto(`${base}/`);
  const card = page
    .locator('[data-testid=post-card]')
    .filter({ has: page.locator('[data-testid=like-button][aria-pressed=false]') })
    .first();
  await card.waitFor();
  await page.waitForLoadState('networkidle');
  const pk = await card.getAttribute('data-media-pk');
  const like = page.locator(`[data-testid=post-card][data-media-pk="${pk}"] [data-testid=like-button]`);
  const ms = await interactionDuration(
    page,
    cdp,
    () => like.click(),
    () =>
      page.waitForSelector(
        `[data-testid=post-card][data-media-pk="${pk}"] [data-testid=like-button][aria-pressed=true]`,
      ),
  );
  await like.click();
  await page.waitForSelector(
    `[data-testid=post-card][data-media-pk="${pk}"] [data-testid=like-button][aria-pressed=false]`,
  );
  await page.waitForLoadState('networkidle');
  await context.close();
  return ms;
}

/** Post a comment on a post page (the click on Post; the text is typed before). */
async function measureComment(browser, base, auth, shortcode) {
  const { context, page, cdp } = await newPage(browser, base, auth);
  await page.goto(`${base}/p/${shortcode}/`);
  const input = page.getByRole('textbox', { name: '添加评论…' });
  await input.waitFor();
  await page.waitForLoadState('networkidle');
  const text = `bench ${Date.now()}`;
  await input.fill(text);
  const ms = await interactionDuration(
    page,
    cdp,
    () => page.getByTestId('comment-post').click(),
    () => page.getByTestId('comment-list').getByTestId('comment').filter({ hasText: text }).first().waitFor(),
  );
  await context.close();
  return ms;
}

/** Follow someone from their profile header (someone the account does not follow yet). */
async function measureFollow(browser, base, auth, usernames) {
  const { context, page, cdp } = await newPage(browser, base, auth);
  try {
    for (const username of usernames) {
      await page.goto(`${base}/${username}/`);
      const button = page.getByTestId('profile-header').getByTestId('follow-button');
      await button.waitFor();
      await page.waitForLoadState('networkidle');
      if ((await button.textContent())?.trim() !== '关注') continue;
      const ms = await interactionDuration(
        page,
        cdp,
        () => button.click(),
        () =>
          page.waitForFunction(
            () =>
              document
                .querySelector('[data-testid=profile-header] [data-testid=follow-button]')
                ?.textContent?.trim() !== '关注',
          ),
      );
      // Unfollow again (unmeasured) so the next run finds the same account to follow.
      await page.waitForLoadState('networkidle');
      if ((await button.textContent())?.trim() === '已关注') {
        await button.click();
        await page.getByTestId('following-menu').getByRole('button', { name: '取消关注' }).click();
        await page.waitForLoadState('networkidle');
      }
      return ms;
    }
    throw new Error(`the account already follows ${usernames.join(', ')}`);
  } finally {
    await context.close();
  }
}

/** INP (ms) of like, comment and follow under a 4x CPU slowdown. */
export async function measureInteractions(browser, base, auth, { shortcode, followCandidates }) {
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    likeMs: await measureLike(browser, base, auth),
    commentMs: await measureComment(browser, base, auth, shortcode),
    followMs: await measureFollow(browser, base, auth, followCandidates),
  };
}

/** Seeded accounts the demo account does not follow (the first one it does not follow is used). */
export const INP_FOLLOW_CANDIDATES = [
  'kenji.sato',
  'wander.lines',
  'pixel.prints',
  'zoe.taylor',
  'leo.fischer',
  'he.jing',
];

/** Budget rows for run.mjs: [name, value, budget, shown value, shown budget, ok]. */
export function interactionChecks(interactions, budgets) {
  return [
    ['like', interactions.likeMs, budgets.like],
    ['comment', interactions.commentMs, budgets.comment],
    ['follow', interactions.followMs, budgets.follow],
  ].map(([name, value, budget]) => [
    `INP of ${name}, CPU ${interactions.cpuSlowdown}x slower`,
    value,
    budget,
    `${value} ms`,
    `≤ ${budget} ms`,
    value <= budget,
  ]);
}

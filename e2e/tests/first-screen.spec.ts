import type { Page, Request } from '@playwright/test';
import { expect, giveConsent, logIn, test, url } from '../support/fixtures';
import { aSeededPlaceId, postsOf } from '../support/posts';

// The page of the home feed and of a post comes with its first screen's data and photo preload, so the
// first photo needs no API request; the reels feed comes with its first reels
// (docs/performance.md#the-first-screen-comes-with-the-page); the explore grid, a tag's and a place's page come
// with their header, top and most recent posts, the direct inbox with its first threads. In stack mode the shell's own server
// writes the same, asking the API with the browser's cookie (docs/performance.md#stack-mode-asks-the-api).

/** The persisted documents' ids (shared-contracts/src/graphql/doc-ids.ts). */
const FEED_TIMELINE = '7283058634127661';
const POST_PAGE = '1127953217573892';

/** A GraphQL request: its document (doc_id) and variables. */
interface DocumentRequest {
  docId: string;
  variables: Record<string, unknown>;
}

/** Records the GraphQL documents and API paths (and the same with their query) the page asks for. */
function recordRequests(page: Page): { documents: DocumentRequest[]; paths: string[]; calls: URL[] } {
  const seen = { documents: [] as DocumentRequest[], paths: [] as string[], calls: [] as URL[] };
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/web/wwwgraphql/')) {
      const form = new URLSearchParams(request.postData() ?? '');
      seen.documents.push({ docId: form.get('doc_id') ?? '', variables: JSON.parse(form.get('variables') ?? '{}') });
    } else if (pathname.startsWith('/api/')) {
      seen.paths.push(pathname);
      seen.calls.push(new URL(request.url()));
    }
  });
  return seen;
}

/** Whether a document was asked for its first page (no cursor: not the next page nor newer posts). */
const askedFirstPage = (documents: DocumentRequest[], docId: string): boolean =>
  documents.some((d) => d.docId === docId && !d.variables.after && !d.variables.before);

/** Whether a call to `path` asked for its first page (no cursor), with these query parameters. */
const askedFirstPageOf = (calls: URL[], path: string, query: Record<string, string> = {}): boolean =>
  calls.some(
    (call) =>
      call.pathname === path &&
      !call.searchParams.has('max_id') &&
      !call.searchParams.has('cursor') &&
      Object.entries(query).every(([name, value]) => call.searchParams.get(name) === value),
  );

/** The first photo of the screen has loaded (not only its blurred preview). */
async function firstPhotoLoaded(page: Page, scope: string): Promise<void> {
  const image = page.locator(`${scope} img[srcset]`).first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('first screen with the page', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
  });

  test('the home feed shows its first photo without asking the API for the feed', async ({ page }) => {
    await logIn(page);
    const seen = recordRequests(page);
    await page.goto(url('/'));
    await firstPhotoLoaded(page, '[data-testid="post-card"]');
    expect(askedFirstPage(seen.documents, FEED_TIMELINE)).toBe(false);
    await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    // The data is used once: the element is gone (a later visit asks the API).
    await expect(page.locator('#lumen-first-screen')).toHaveCount(0);
  });

  test('a post shows its photo to a visitor without asking the API for the post', async ({ page }) => {
    const [post] = await postsOf(page, 'chen_wei');
    const seen = recordRequests(page);
    await page.goto(url(`/p/${post!.code}/`));
    await firstPhotoLoaded(page, '[data-testid="post-media-column"]');
    expect(askedFirstPage(seen.documents, POST_PAGE)).toBe(false);
    await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute(
      'imagesizes',
      '(max-width: 430px) and (min-resolution: 1.5dppx) 213px, (max-width: 767px) 100vw, (max-width: 1000px) 60vw, 600px',
    );
    await expect(page.locator('#lumen-first-screen')).toHaveCount(0);
  });

  test('a profile shows its header and grid to a visitor without asking the API for them', async ({ page }) => {
    const seen = recordRequests(page);
    await page.goto(url('/chen_wei/'));
    await expect(page.getByTestId('post-thumbnail').first()).toBeVisible();
    expect(seen.paths).not.toContain('/api/v1/users/web_profile_info/');
    expect(seen.paths.some((path) => path.startsWith('/api/v1/feed/user/'))).toBe(false);
  });

  test('the reels feed starts its first reel without asking the API for the reels, from its MP4 file', async ({
    page,
  }) => {
    await logIn(page);
    const seen = recordRequests(page);
    const hlsChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/hls\.\w+\.js$/.test(request.url())) hlsChunks.push(request.url());
    });
    await page.goto(url('/reels/'));
    const first = page.getByTestId('reel').first().getByTestId('reel-video');
    await expect(first).toHaveAttribute('data-implementation', 'progressive');
    await expect
      .poll(() => first.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(seen.paths).not.toContain('/api/v1/clips/home/');
    await expect(page.locator('#lumen-first-screen')).toHaveCount(0);
    // Once it plays, the next reel gets its player, from its file too: hls.js is downloaded only
    // when the reader moves on (docs/performance.md#the-first-reels-start-from-their-files).
    await expect(page.getByTestId('reel').nth(1).getByTestId('reel-video')).toHaveAttribute(
      'data-implementation',
      'progressive',
    );
    expect(hlsChunks).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('reel').nth(2).getByTestId('reel-video')).toHaveAttribute(
      'data-implementation',
      'hls.js',
    );
    expect(hlsChunks).toHaveLength(1);
  });

  test('the explore grid shows its photos without asking the API for its first page', async ({ page }) => {
    await logIn(page);
    const seen = recordRequests(page);
    await page.goto(url('/explore/'));
    await firstPhotoLoaded(page, '[data-testid="explore-grid"]');
    expect(askedFirstPageOf(seen.calls, '/api/v1/discover/web/explore_grid/')).toBe(false);
    await expect(page.locator('#lumen-first-screen')).toHaveCount(0);
  });

  test('a tag’s page shows a visitor its header, top and most recent posts without asking the API for them', async ({
    page,
  }) => {
    const seen = recordRequests(page);
    await page.goto(url('/explore/tags/sunset/'));
    await expect(page.getByTestId('tag-count')).toBeVisible();
    await firstPhotoLoaded(page, '[data-testid="tag-top"]');
    // Below the fold: drawn from the page's data (its photos load lazily as it is scrolled to).
    await expect(page.getByTestId('tag-recent').getByTestId('grid-post').first()).toBeAttached();
    expect(seen.paths).not.toContain('/api/v1/tags/web_info/');
    expect(askedFirstPageOf(seen.calls, '/api/v1/tags/sunset/sections/', { tab: 'top' })).toBe(false);
    expect(askedFirstPageOf(seen.calls, '/api/v1/tags/sunset/sections/', { tab: 'recent' })).toBe(false);
    await expect(page.locator('#lumen-first-screen')).toHaveCount(0);
  });

  test('a place’s page shows a visitor its header, top and most recent posts without asking the API for them', async ({
    page,
  }) => {
    const placeId = await aSeededPlaceId(page);
    const seen = recordRequests(page);
    await page.goto(url(`/explore/locations/${placeId}/`));
    await expect(page.getByTestId('location-page').getByRole('heading', { level: 1 })).toBeVisible();
    await firstPhotoLoaded(page, '[data-testid="location-top"]');
    await expect(page.getByTestId('location-recent').getByTestId('grid-post').first()).toBeAttached();
    expect(seen.paths).not.toContain(`/api/v1/locations/${placeId}/info/`);
    expect(askedFirstPageOf(seen.calls, `/api/v1/locations/${placeId}/sections/`, { tab: 'top' })).toBe(false);
    expect(askedFirstPageOf(seen.calls, `/api/v1/locations/${placeId}/sections/`, { tab: 'recent' })).toBe(false);
    await expect(page.locator('#lumen-first-screen')).toHaveCount(0);
  });

  test('the direct inbox shows its threads without asking the API for them', async ({ page }) => {
    await logIn(page);
    const seen = recordRequests(page);
    await page.goto(url('/direct/inbox/'));
    await expect(page.getByTestId('thread-row').first()).toBeVisible();
    // Realtime and the badge start as before; the inbox's first page is the page's.
    await page.waitForLoadState('networkidle');
    expect(askedFirstPageOf(seen.calls, '/api/v1/direct_v2/inbox/')).toBe(false);
    await expect(page.locator('#lumen-first-screen')).toHaveCount(0);
  });

  test.describe('on a phone (Lighthouse’s: 412 px wide, pixel ratio 1.75)', () => {
    test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

    test('the post’s photo is the 640 px file, not the 1080 one', async ({ page }) => {
      const [post] = await postsOf(page, 'chen_wei');
      await page.goto(url(`/p/${post!.code}/`));
      await firstPhotoLoaded(page, '[data-testid="post-media-column"]');
      const image = page.locator('[data-testid="post-media-column"] img[srcset]').first();
      expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/\/640\.webp$/);
    });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, csrfToken, giveConsent, signUpFresh } from '../support/fixtures';
import { ruploadSlice } from '../support/rupload.mjs';
import { makeVideo } from './create-helpers';

// Two API instances with data folders of their own on one PostgreSQL database and one bucket, no
// sticky sessions (docs/operating.md#running-on-several-machines): stack mode with --postgres --s3,
// which global-setup starts for E2E_MODE=stack E2E_POSTGRES=true E2E_S3=true.
const SECOND_API = process.env.E2E_SECOND_API_URL ?? '';
const SECOND_SHELL = process.env.E2E_SECOND_BASE_URL ?? '';
const BUCKET_URL = process.env.E2E_BUCKET_URL ?? '';
const DATA_DIRS: string[] = JSON.parse(process.env.E2E_DATA_DIRS ?? '[]');

/** What a data folder holds on a bucket: the instance's lock and identity (docs/operating.md#one-data-folder-per-process). */
const BOOKKEEPING = ['instance-id', 'server.lock'];

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** The keys of the bucket starting with `prefix` (the local S3 server lists without a signature). */
async function bucketKeys(prefix: string): Promise<string[]> {
  const listing = await (await fetch(`${BUCKET_URL}?list-type=2&prefix=${encodeURIComponent(prefix)}`)).text();
  expect(listing).toContain('<IsTruncated>false</IsTruncated>');
  return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!);
}

/** The key under /media/ that a media URL names. */
const keyOf = (mediaUrl: string): string => decodeURIComponent(new URL(mediaUrl).pathname.replace(/^\/media\//, ''));

/** How far the page's first video has played. */
const playedSeconds = (page: Page) =>
  page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => video.currentTime);

interface MediaInfo {
  image_versions2?: { candidates: Array<{ url: string }> };
  video_versions?: Array<{ url: string }>;
  video_hls_url?: string | null;
}

test.describe('two instances, one database and one bucket', () => {
  test.skip(
    !SECOND_API || !BUCKET_URL,
    'needs stack mode on PostgreSQL with the bucket: E2E_MODE=stack E2E_POSTGRES=true E2E_S3=true',
  );

  test('slices of one upload alternate between the instances; published on one, the video plays and is deleted through the other, and neither data folder keeps a byte', async ({
    page,
  }) => {
    test.slow();
    const instances = [apiUrl(), SECOND_API];
    await giveConsent(page);
    await signUpFresh(page, 'twoinst');
    const file = makeVideo('two-instances.mp4', { width: 360, height: 640, seconds: 4 });
    const bytes = fs.readFileSync(file);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    const token = await csrfToken(page);
    const uploadId = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const video = { uploadId, totalBytes: bytes.length, type: 'video/mp4', width: 360, height: 640 };

    // Four slices, each to the other instance than the one before: no sticky sessions.
    const sliceSize = Math.ceil(bytes.length / 4);
    for (let offset = 0, index = 0; offset < bytes.length; offset += sliceSize, index += 1) {
      const slice = ruploadSlice({ ...video, offset });
      const to = instances[index % 2]!;
      const answer = await page.request.post(`${to}${slice.path}`, {
        headers: { 'X-CSRFToken': token, ...slice.headers },
        data: bytes.subarray(offset, offset + sliceSize),
      });
      expect(answer.status(), `slice ${index} to ${to}: ${await answer.text()}`).toBe(200);
    }
    for (const api of instances) {
      const held = await page.request.get(`${api}${ruploadSlice(video).path}`);
      expect((await held.json()).offset, api).toBe(bytes.length);
    }

    // Published on the first instance.
    const posted = await page.request.post(`${apiUrl()}/api/v1/media/configure_to_clips/`, {
      form: { upload_id: uploadId, caption: 'two instances' },
      headers: { 'X-CSRFToken': token },
    });
    expect(posted.ok(), await posted.text()).toBe(true);
    const { id, code } = (await posted.json()).media as { id: string; code: string };

    // Read through the second: whichever instance's worker transcodes it, the second one answers
    // with its renditions, at its own address, served from the bucket.
    let info: MediaInfo = {};
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(`${SECOND_API}/api/v1/media/${id}/info/`);
          info = (await answer.json()).items?.[0] ?? {};
          return Boolean(info.video_hls_url && info.video_versions?.length);
        },
        { timeout: 90_000 },
      )
      .toBe(true);
    const urls = [
      ...(info.image_versions2?.candidates ?? []).map((candidate) => candidate.url),
      ...(info.video_versions ?? []).map((version) => version.url),
      info.video_hls_url!,
    ];
    for (const mediaUrl of urls) {
      expect(new URL(mediaUrl).origin, mediaUrl).toBe(SECOND_API);
      const served = await page.request.get(mediaUrl);
      expect(served.status(), mediaUrl).toBe(200);
      expect((await served.body()).length, mediaUrl).toBeGreaterThan(0);
      expect(await bucketKeys(keyOf(mediaUrl)), mediaUrl).toEqual([keyOf(mediaUrl)]);
    }
    // The HLS playlist's first segment too.
    const playlist = await (await page.request.get(info.video_hls_url!)).text();
    const firstVariant = playlist.split('\n').find((line) => line && !line.startsWith('#'))!;
    expect((await page.request.get(new URL(firstVariant, info.video_hls_url!).href)).status()).toBe(200);

    // Played in Chromium through the second shell, which talks to the second instance.
    await page.goto(`${SECOND_SHELL}/reel/${code}/`);
    await expect.poll(() => playedSeconds(page), { timeout: 30_000 }).toBeGreaterThan(0.3);
    const source = await page
      .locator('video')
      .first()
      .evaluate((element: HTMLVideoElement) => element.currentSrc);
    expect(source.startsWith(SECOND_API) || source.startsWith('blob:'), source).toBe(true);

    // Deleted through the second: its objects leave the bucket and neither instance serves them.
    const deleted = await page.request.post(`${SECOND_API}/api/v1/media/${id}/delete/`, {
      headers: { 'X-CSRFToken': token },
    });
    expect(deleted.ok(), await deleted.text()).toBe(true);
    const folders = [...new Set(urls.map((mediaUrl) => `${path.posix.dirname(keyOf(mediaUrl))}/`))];
    await expect.poll(async () => (await Promise.all(folders.map(bucketKeys))).flat(), { timeout: 20_000 }).toEqual([]);
    for (const mediaUrl of urls)
      for (const api of instances)
        expect((await page.request.get(`${api}${new URL(mediaUrl).pathname}`)).status(), `${api} ${mediaUrl}`).toBe(
          404,
        );

    // Neither data folder holds media or upload parts: only each instance's lock and identity.
    expect(DATA_DIRS).toHaveLength(2);
    for (const folder of DATA_DIRS)
      expect(filesUnder(folder).filter((name) => !BOOKKEEPING.includes(name))).toEqual([]);
  });
});

import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { apiPost, apiUrl, csrfToken } from './fixtures';
import { ruploadSlice } from './rupload.mjs';

/** What to post through the API: the file, its MIME type and size on screen, and the configure call. */
export interface ApiPost {
  file: string | Buffer;
  type: string;
  width: number;
  height: number;
  /** The configure route, e.g. '/api/v1/media/configure_to_story/'. */
  configure: string;
  /** The configure call's fields besides upload_id. */
  params?: Record<string, string>;
}

/**
 * Posts media as the page's account through the API: the resumable upload in one slice, then the
 * configure call (docs/behaviour/creation.md#upload-protocol). Returns the configure answer's media.
 */
export async function postThroughApi(page: Page, post: ApiPost): Promise<{ id: string; code: string }> {
  const bytes = typeof post.file === 'string' ? fs.readFileSync(post.file) : post.file;
  const uploadId = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const slice = ruploadSlice({
    uploadId,
    totalBytes: bytes.length,
    type: post.type,
    width: post.width,
    height: post.height,
  });
  const uploaded = await page.request.post(`${apiUrl()}${slice.path}`, {
    headers: { 'X-CSRFToken': await csrfToken(page), ...slice.headers },
    data: bytes,
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const posted = await apiPost(page, post.configure, { upload_id: uploadId, ...post.params });
  expect(posted.ok(), await posted.text()).toBe(true);
  return (await posted.json()).media as { id: string; code: string };
}

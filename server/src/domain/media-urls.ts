/** Builds public URLs for stored media keys. */
export interface MediaUrls {
  url(key: string): string;
}

/** URLs under `${base}/media/` ('' base keeps them relative to the API origin). */
export function createMediaUrls(base: string): MediaUrls {
  return { url: (key) => `${base}/media/${key}` };
}

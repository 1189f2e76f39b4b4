/** Builds URLs for stored media keys. */
export interface MediaUrls {
  /** A file served by this server's `/media/` route, after its access check. */
  url(key: string): string;
  /**
   * The same builder for files anyone may fetch (docs/operating.md#a-cdn-for-public-files): under
   * `MEDIA_PUBLIC_BASE_URL` when it is set, else as `url`. Only public files may be addressed
   * through it: a CDN or a bucket answers without the server's access check.
   */
  readonly public: MediaUrls;
}

/**
 * URLs under `${base}/media/` ('' base keeps them relative to the API origin); public files under
 * `${publicBase}/{key}` when a public base is given.
 */
export function createMediaUrls(base: string, publicBase = ''): MediaUrls {
  const served: MediaUrls = {
    url: (key) => `${base}/media/${key}`,
    get public() {
      return open;
    },
  };
  const open: MediaUrls = publicBase
    ? {
        url: (key) => `${publicBase}/${key}`,
        get public() {
          return open;
        },
      }
    : served;
  return served;
}

/**
 * Whether a post's files are public (policy/media-files.ts, docs/behaviour/media.md#who-may-fetch-a-file):
 * the post is ready and its account public. (An account awaiting deletion or suspended is never
 * presented to anyone, so it never reaches this.)
 */
export function postFilesArePublic(post: { processing: string }, owner: { is_private: number }): boolean {
  return post.processing === 'ready' && owner.is_private === 0;
}

import {
  candidatesSrcSet,
  FIRST_SCREEN_ELEMENT_ID,
  MEDIA_SIZES,
  type FirstScreenData,
  type ImageCandidate,
  type Media,
} from 'shared-contracts';

/**
 * JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), and the
 * line separators U+2028/U+2029 escaped as well (docs/performance.md#the-first-screen-comes-with-the-page).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text safe inside a double-quoted HTML attribute. */
export function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The photo a media shows first: its own, or its first slide's; null for a video. */
function firstPhoto(media: Media): readonly ImageCandidate[] | null {
  const first = media.carousel_media?.[0] ?? media;
  if (first.media_type !== 1) return null;
  return first.image_versions2.candidates;
}

/** The first screen's largest photo and the `sizes` its `<img>` is drawn with, if it has one. */
export function largestPhoto(data: FirstScreenData): { candidates: readonly ImageCandidate[]; sizes: string } | null {
  switch (data.route) {
    case 'profile': {
      // The grid shows each post's own (first) image, square-cropped.
      const tile = data.posts.items[0];
      return tile ? { candidates: tile.image_versions2.candidates, sizes: MEDIA_SIZES.profileGrid } : null;
    }
    case 'home':
    case 'post': {
      const media =
        data.route === 'home'
          ? data.feed.feed_timeline.edges.find((edge) => edge.node.media)?.node.media
          : data.items[0];
      const candidates = media ? firstPhoto(media) : null;
      if (!candidates) return null;
      return { candidates, sizes: data.route === 'home' ? MEDIA_SIZES.feed : MEDIA_SIZES.postPage };
    }
    // The first tile of the grid the screen opens on: explore's, or a tag's or place's Top posts
    // (Most recent when Top is empty).
    case 'explore':
    case 'tag':
    case 'location': {
      const grid = data.route === 'explore' ? data.grid : data.top.items.length > 0 ? data.top : data.recent;
      const tile = grid.items[0];
      return tile ? { candidates: tile.image_versions2.candidates, sizes: MEDIA_SIZES.grid } : null;
    }
    // A reel is a video: its first frame comes from its stream, not from a photo. The inbox's
    // pictures are small avatars.
    default:
      return null;
  }
}

/**
 * What goes into the page's <head> for its first screen: a high-priority preload of its largest
 * photo (the same srcset and sizes as its `<img>`, so the browser fetches the same candidate once)
 * and the data itself as inert JSON the shell's query cache starts from. The remote's scripts are
 * not preloaded: a preload that failed (the remote down as the page loaded) keeps failing the
 * remote's Retry in Chromium (docs/performance.md#the-first-screen-comes-with-the-page).
 */
export function renderFirstScreenHead(data: FirstScreenData, options: { resolveUrl: (url: string) => string }): string {
  const parts: string[] = [];
  const photo = largestPhoto(data);
  if (photo) {
    const srcset = candidatesSrcSet(photo.candidates.map((c) => ({ ...c, url: options.resolveUrl(c.url) })));
    if (srcset) {
      parts.push(
        `<link rel="preload" as="image" imagesrcset="${attribute(srcset)}" imagesizes="${attribute(photo.sizes)}" fetchpriority="high">`,
      );
    }
  }
  parts.push(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptSafeJson(data)}</script>`);
  return parts.join('');
}

/**
 * The first screen's head, or nothing when it fails to write (told to `onError`): the page then
 * goes out without its first screen, never without the page, which is already streaming.
 */
export function firstScreenHeadOrNothing(
  data: FirstScreenData,
  options: { resolveUrl: (url: string) => string },
  onError: (error: unknown) => void,
): string {
  try {
    return renderFirstScreenHead(data, options);
  } catch (error) {
    onError(error);
    return '';
  }
}

import { z } from 'zod';
import type { VideoVersion } from 'shared-contracts';
import { parseStoredJson } from '../../db/stored-json.js';
import type { MediaUrls } from '../media-urls.js';

/** One stored rendition of an image or a video (the `image_versions` and `video_versions` lists). */
export const StoredVersionSchema = z.object({
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  key: z.string().min(1),
});
/** One stored rendition of an image or a video. */
export type StoredVersion = z.infer<typeof StoredVersionSchema>;

const StoredVersionsSchema = z.array(StoredVersionSchema);

/**
 * Parses stored renditions (JSON text); null or empty text (a photo's video columns) gives none,
 * text that is not a list of renditions is a StoredValueError.
 */
export function parseVersions(text: string | null, what = 'media renditions'): StoredVersion[] {
  if (!text) return [];
  return parseStoredJson(StoredVersionsSchema, text, what);
}

/** Parses the stored image renditions of a media row. */
export function storedVersions(row: { image_versions: string }): StoredVersion[] {
  return parseVersions(row.image_versions, 'image_versions');
}

// Rendition lists never change once written, and every feed page parses the same few dozen:
// keep them parsed (and sorted widest first), bounded so memory stays flat.
const sortedVersions = new Map<string, StoredVersion[]>();
const SORTED_VERSIONS_MAX = 5000;

function widestFirst(text: string): StoredVersion[] {
  let versions = sortedVersions.get(text);
  if (!versions) {
    versions = parseVersions(text).sort((a, b) => b.width - a.width);
    if (sortedVersions.size >= SORTED_VERSIONS_MAX) sortedVersions.clear();
    sortedVersions.set(text, versions);
  }
  return versions;
}

/** Image candidates, widest first. */
export function presentCandidates(text: string, urls: MediaUrls) {
  return widestFirst(text).map((v) => ({ url: urls.url(v.key), width: v.width, height: v.height }));
}

/** The stored video columns of a post or a carousel item. */
export interface StoredVideo {
  video_versions: string | null;
  video_hls_key: string | null;
  video_duration: number | null;
  has_audio: number;
}

/** The video fields of the contract; photos get the empty values. */
export function presentVideoFields(row: StoredVideo, urls: MediaUrls) {
  // Progressive renditions, widest first, typed 101, 102, … (docs/entities.md#post-media).
  const versions: VideoVersion[] = (row.video_versions ? widestFirst(row.video_versions) : []).map((v, index) => ({
    type: 101 + index,
    url: urls.url(v.key),
    width: v.width,
    height: v.height,
  }));
  const isVideo = versions.length > 0 || row.video_hls_key !== null;
  return {
    video_versions: isVideo ? versions : null,
    video_hls_url: row.video_hls_key ? urls.url(row.video_hls_key) : null,
    number_of_qualities: versions.length,
    has_audio: isVideo && row.has_audio === 1,
    video_duration: isVideo ? row.video_duration : null,
  };
}

/**
 * The Content-Type of a stored file by its name's ending: the kinds of files the server writes
 * (renditions, video files and HLS playlists and segments, avatars, export archives). Anything
 * else is served as bytes.
 */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  json: 'application/json',
  zip: 'application/zip',
};

export function contentTypeOf(key: string): string {
  const ending = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ending] ?? 'application/octet-stream';
}

// One slice of the resumable upload as the specs and the bench send it: the path and headers of
// docs/behaviour/creation.md#upload-protocol, written once. Plain .mjs so the bench (run by node)
// and the specs (TypeScript, types in rupload.d.mts) share it.

/**
 * The path and headers of a POST carrying bytes from `offset` of a `totalBytes`-long file of MIME
 * `type` (image/... goes to rupload_igphoto as media_type 1, video/... to rupload_igvideo as 2).
 */
export function ruploadSlice({ uploadId, totalBytes, type, width, height, offset = 0 }) {
  const entityName = `${uploadId}_0_${totalBytes}`;
  const video = type.startsWith('video/');
  return {
    path: `/${video ? 'rupload_igvideo' : 'rupload_igphoto'}/${entityName}`,
    headers: {
      'content-type': 'application/octet-stream',
      Offset: String(offset),
      'X-Entity-Length': String(totalBytes),
      'X-Entity-Name': entityName,
      'X-Entity-Type': type,
      'X-Instagram-Rupload-Params': JSON.stringify({
        media_type: video ? 2 : 1,
        upload_id: uploadId,
        upload_media_width: width,
        upload_media_height: height,
      }),
    },
  };
}

// A 2×1 JPEG tagged with EXIF orientation 6 (rotate 90°): a browser that applies EXIF itself
// decodes it as 1×2.
const PROBE_JPEG =
  '/9j/4QC8RXhpZgAASUkqAAgAAAAGABIBAwABAAAABgAAABoBBQABAAAAVgAAABsBBQABAAAAXgAAACgBAwABAAAAAgAAABMCAwABAAAAAQAAAGmHBAABAAAAZgAAAAAAAAA4YwAA6AMAADhjAADoAwAABgAAkAcABAAAADAyMTABkQcABAAAAAECAwAAoAcABAAAADAxMDABoAMAAQAAAP//AAACoAQAAQAAAAIAAAADoAQAAQAAAAEAAAAAAAAA/9sAQwBQNzxGPDJQRkFGWlVQX3jIgnhubnj1r7mRyP///////////////////////////////////////////////////9sAQwFVWlp4aXjrgoLr/////////////////////////////////////////////////////////////////////////8AAEQgAAQACAwEiAAIRAQMRAf/EABUAAQEAAAAAAAAAAAAAAAAAAAAE/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABQBAQAAAAAAAAAAAAAAAAAAAAD/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwC0AH//2Q==';

function probeBlob(): Blob {
  const binary = atob(PROBE_JPEG);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'image/jpeg' });
}

let answer: Promise<boolean> | null = null;

/**
 * Whether this browser's decoder already turns JPEGs upright from their EXIF orientation (modern
 * browsers do: image-orientation: from-image). The browser's own handling then wins and the table
 * must not be applied a second time (docs/behaviour/creation.md#photos-orientation). Asked once.
 */
export function browserAppliesOrientation(
  decode: (blob: Blob) => Promise<{ width: number; height: number }>,
): Promise<boolean> {
  answer ??= decode(probeBlob()).then(
    (image) => image.width === 1 && image.height === 2,
    () => false,
  );
  return answer;
}

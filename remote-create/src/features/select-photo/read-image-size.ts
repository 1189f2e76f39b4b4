/** Pixel size of a photo as the browser shows it (EXIF orientation applied). */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Reads a photo's size through an <img> on an object URL: the browser reads the header and
 * applies EXIF orientation, without the full decode createImageBitmap would do. Rejects when the
 * file is not an image the browser can open.
 */
export function readImageSize(file: Blob): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const finish = (): void => {
      image.onload = null;
      image.onerror = null;
      URL.revokeObjectURL(url);
    };
    image.onload = () => {
      finish();
      if (image.naturalWidth > 0 && image.naturalHeight > 0)
        resolve({ width: image.naturalWidth, height: image.naturalHeight });
      else reject(new Error('The image has no size.'));
    };
    image.onerror = () => {
      finish();
      reject(new Error('The file is not a readable image.'));
    };
    image.src = url;
  });
}

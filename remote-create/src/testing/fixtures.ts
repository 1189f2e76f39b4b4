import { makeTestMedia } from 'shared-client/testing';
import type { Media, Viewer } from 'shared-contracts';
import { freshEdit, type DraftPhoto, type DraftVideo } from '../features/draft/draft-store';

/** Test data shared by this remote's unit tests. */

/** A file as the file input or a drop hands it over. */
export function makeFile(name: string, type: string, bytes = 16): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** The logged-in viewer of the tests. */
export const testViewer: Viewer = {
  pk: '7',
  id: '7',
  username: 'demo',
  full_name: 'Demo',
  is_verified: false,
  is_private: false,
  profile_pic_url: '/media/avatars/demo.jpg',
};

/** A post as configure answers it. */
export function makeMedia(overrides: Partial<Media> = {}): Media {
  return makeTestMedia({
    id: '901_7',
    pk: '901',
    code: 'Cabc123',
    taken_at: 1_700_000_000,
    original_width: 800,
    original_height: 600,
    image_versions2: { candidates: [{ url: '/media/p/901/1080.jpg', width: 1080, height: 810 }] },
    caption: { pk: '1', text: 'Hello', created_at: 1_700_000_000, has_translation: false },
    user: testViewer,
    ...overrides,
  });
}

let itemCount = 0;

/** A photo of a draft as the select step makes it (already drawn unless `rendered: null`). */
export function makePhotoItem(overrides: Partial<DraftPhoto> = {}): DraftPhoto {
  itemCount += 1;
  const file = makeFile(`photo-${itemCount}.jpg`, 'image/jpeg');
  return {
    key: `test-item-${itemCount}`,
    kind: 'photo',
    file,
    width: 800,
    height: 600,
    previewUrl: 'data:image/jpeg;base64,AA==',
    orientation: null,
    gps: null,
    flashFired: null,
    edit: freshEdit(),
    rendered: {
      blob: new Blob([new Uint8Array(32)], { type: 'image/jpeg' }),
      url: 'blob:rendered',
      width: 800,
      height: 600,
    },
    altText: '',
    tags: [],
    ...overrides,
  };
}

/** A video of a draft. */
export function makeVideoItem(overrides: Partial<DraftVideo> = {}): DraftVideo {
  itemCount += 1;
  return {
    key: `test-item-${itemCount}`,
    kind: 'video',
    file: makeFile(`clip-${itemCount}.mp4`, 'video/mp4', 64),
    width: 720,
    height: 1280,
    durationSeconds: 10,
    previewUrl: 'blob:video',
    altText: '',
    tags: [],
    ...overrides,
  };
}

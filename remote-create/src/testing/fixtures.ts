import { makeTestMedia } from 'shared-contracts/testing';
import type { Media, Viewer } from 'shared-contracts';

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

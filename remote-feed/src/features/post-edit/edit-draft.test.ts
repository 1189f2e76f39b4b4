import { describe, expect, it } from 'vitest';
import type { CarouselItem } from 'shared-contracts';
import { makeTestMedia, makeTestUser } from 'shared-client/testing';
import { draftOf, editInputOf } from './edit-draft';

const friend = makeTestUser({ pk: '9', username: 'friend' });
const item = (pk: string, alt: string | null): CarouselItem => ({
  id: `${pk}_1`,
  pk,
  media_type: 1,
  original_width: 100,
  original_height: 100,
  image_versions2: { candidates: [{ url: `/media/${pk}.webp`, width: 100, height: 100 }] },
  media_preview: null,
  video_versions: null,
  video_hls_url: null,
  number_of_qualities: 0,
  has_audio: false,
  video_duration: null,
  accessibility_caption: alt,
  usertags: pk === '2' ? { in: [{ user: friend, position: [0.1, 0.2] }] } : null,
});

describe('the edit draft', () => {
  it('opens on a photo’s caption, alt text, tags and place, and sends them back whole', () => {
    const media = makeTestMedia({
      accessibility_caption: 'A door',
      usertags: { in: [{ user: friend, position: [0.3, 0.4] }] },
      location: { pk: '55', name: 'Belém', lat: 1, lng: 2 },
    });
    const draft = draftOf(media);
    expect(draft.photos).toEqual([
      expect.objectContaining({ pk: null, altText: 'A door', tags: [{ pk: '9', username: 'friend', x: 0.3, y: 0.4 }] }),
    ]);
    expect(editInputOf(media, { ...draft, caption: 'new #tag' })).toEqual({
      caption_text: 'new #tag',
      custom_accessibility_caption: 'A door',
      usertags: { in: [{ user_id: '9', position: [0.3, 0.4] }] },
    });
    // The place goes only when it changed: removed, it is sent as null.
    expect(editInputOf(media, { ...draft, place: null }).location).toBeNull();
  });

  it('edits a carousel item by item', () => {
    const media = makeTestMedia({ media_type: 8, carousel_media: [item('1', null), item('2', 'Second')] });
    const draft = draftOf(media);
    expect(draft.photos.map((p) => [p.pk, p.altText, p.tags.length])).toEqual([
      ['1', '', 0],
      ['2', 'Second', 1],
    ]);
    const input = editInputOf(media, draft);
    expect(input.custom_accessibility_caption).toBeUndefined();
    expect(input.children_metadata).toEqual([
      { pk: '1', custom_accessibility_caption: '', usertags: { in: [] } },
      { pk: '2', custom_accessibility_caption: 'Second', usertags: { in: [{ user_id: '9', position: [0.1, 0.2] }] } },
    ]);
  });
});

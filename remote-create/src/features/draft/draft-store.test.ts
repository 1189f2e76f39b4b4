import { describe, expect, it } from 'vitest';
import { makePhotoItem, makeVideoItem } from '../../testing/fixtures';
import { DraftStore } from './draft-store';

describe('DraftStore: the creation state machine', () => {
  it('starts a session per chosen file: a mode, a random session id, the style step', () => {
    const store = new DraftStore();
    const first = store.start(makePhotoItem());
    store.update(first.id, { caption: 'old' });
    const second = store.start(makePhotoItem(), 'PROFILE_PIC_POST_UPSELL');
    expect(second.id).not.toBe(first.id);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(store.getState().draft).toMatchObject({
      caption: '',
      step: 'style',
      mode: 'PROFILE_PIC_POST_UPSELL',
      // A profile picture is square.
      aspect: '1:1',
    });
    expect(first.mode).toBe('POST');
    expect(first.aspect).toBe('original');
  });

  it('goes style → details → style, and keeps a profile picture square', () => {
    const store = new DraftStore();
    const draft = store.start(makePhotoItem(), 'PROFILE_PIC_POST_UPSELL');
    store.setAspect(draft.id, '16:9');
    expect(store.getState().draft?.aspect).toBe('1:1');
    store.update(draft.id, { step: 'details' });
    expect(store.getState().draft?.step).toBe('details');
    store.update(draft.id, { step: 'style' });
    expect(store.getState().draft?.step).toBe('style');
    // Saved as the profile picture: the upsell, then an ordinary post of the same square photo.
    store.update(draft.id, { step: 'profile-upsell', profileSaved: true });
    expect(store.getState().draft).toMatchObject({ step: 'profile-upsell', profileSaved: true, aspect: '1:1' });
  });

  it('adds up to 10 photos, never a video, and keeps the added one current', () => {
    const store = new DraftStore();
    const draft = store.start(makePhotoItem());
    for (let i = 0; i < 12; i += 1) store.addItem(draft.id, makePhotoItem());
    expect(store.getState().draft?.items).toHaveLength(10);
    expect(store.getState().draft?.current).toBe(9);
    const video = store.start(makeVideoItem());
    expect(store.addItem(video.id, makePhotoItem())).toBe(false);
    const photos = store.start(makePhotoItem());
    expect(store.addItem(photos.id, makeVideoItem())).toBe(false);
  });

  it('reorders items with the moved one current, within bounds', () => {
    const store = new DraftStore();
    const [a, b, c] = [makePhotoItem(), makePhotoItem(), makePhotoItem()];
    const draft = store.start(a);
    store.addItem(draft.id, b);
    store.addItem(draft.id, c);
    store.moveItem(draft.id, c.key, -2);
    expect(store.getState().draft?.items.map((item) => item.key)).toEqual([c.key, a.key, b.key]);
    expect(store.getState().draft?.current).toBe(0);
    store.moveItem(draft.id, c.key, -1);
    expect(store.getState().draft?.items.map((item) => item.key)).toEqual([c.key, a.key, b.key]);
    store.removeItem(draft.id, a.key);
    expect(store.getState().draft?.items.map((item) => item.key)).toEqual([c.key, b.key]);
    store.removeItem(draft.id, c.key);
    store.removeItem(draft.id, b.key);
    // The last item stays: discarding is for that.
    expect(store.getState().draft?.items).toHaveLength(1);
  });

  it('gives each photo its own alt text and tags, at most 20 tags', () => {
    const store = new DraftStore();
    const [a, b] = [makePhotoItem(), makePhotoItem()];
    const draft = store.start(a);
    store.addItem(draft.id, b);
    store.updateItem(draft.id, a.key, { altText: 'first' });
    const tags = Array.from({ length: 25 }, (_, i) => ({ user: { pk: String(i), username: `u${i}` }, x: 0.1, y: 0.2 }));
    store.updateItem(draft.id, b.key, { tags });
    const [first, second] = store.getState().draft?.items ?? [];
    expect(first).toMatchObject({ altText: 'first', tags: [] });
    expect(second?.altText).toBe('');
    expect(second?.tags).toHaveLength(20);
  });

  it('drops a drawn photo when its style or the crop shape changes', () => {
    const store = new DraftStore();
    const item = makePhotoItem();
    const draft = store.start(item);
    expect(store.getState().draft?.items[0]).toHaveProperty('rendered.url', 'blob:rendered');
    store.updateItem(draft.id, item.key, { edit: { ...item.edit, filter: 'moon' } });
    expect(store.getState().draft?.items[0]).toHaveProperty('rendered', null);
    store.updateItem(draft.id, item.key, { rendered: item.rendered });
    store.setAspect(draft.id, '4:5');
    expect(store.getState().draft).toMatchObject({ aspect: '4:5', items: [{ rendered: null }] });
  });

  it('ignores edits and statuses meant for a draft it no longer holds', () => {
    const store = new DraftStore();
    const old = store.start(makePhotoItem());
    store.start(makePhotoItem());
    store.update(old.id, { caption: 'late edit' });
    store.setStatus(old.id, { kind: 'failed', errorTitle: null });
    store.finish(old.id);
    expect(store.getState().draft?.caption).toBe('');
    expect(store.getState().status).toEqual({ kind: 'editing' });
  });

  it('forgets a finished draft at once when no screen shows it', () => {
    const store = new DraftStore();
    const draft = store.start(makePhotoItem());
    store.finish(draft.id);
    expect(store.getState().draft).toBeNull();
  });

  it('keeps a finished draft while the route screen is still up, and forgets it when it goes', () => {
    const store = new DraftStore();
    const detach = store.attachScreen();
    expect(store.getState().screenShown).toBe(true);
    const draft = store.start(makePhotoItem());
    store.finish(draft.id);
    expect(store.getState().draft?.id).toBe(draft.id);
    expect(store.getState().status).toEqual({ kind: 'finished' });
    detach();
    expect(store.getState().draft).toBeNull();
    expect(store.getState().screenShown).toBe(false);
  });

  it('keeps an unfinished draft when the screen goes (a failed post can be retried later)', () => {
    const store = new DraftStore();
    const detach = store.attachScreen();
    const draft = store.start(makePhotoItem());
    store.setStatus(draft.id, { kind: 'failed', errorTitle: null });
    detach();
    detach();
    expect(store.getState().draft?.id).toBe(draft.id);
    expect(store.getState().screenShown).toBe(false);
  });
});

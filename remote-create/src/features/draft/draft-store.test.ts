import { describe, expect, it } from 'vitest';
import { makeFile } from '../../testing/fixtures';
import { DraftStore } from './draft-store';

const size = { width: 800, height: 600 };

describe('DraftStore', () => {
  it('starts a fresh draft per chosen photo', () => {
    const store = new DraftStore();
    const first = store.start(makeFile('a.jpg', 'image/jpeg'), size);
    store.update(first.id, { caption: 'old' });
    const second = store.start(makeFile('b.jpg', 'image/jpeg'), size);
    expect(second.id).not.toBe(first.id);
    expect(store.getState().draft).toMatchObject({ caption: '', altText: '', uploadId: null });
  });

  it('ignores edits and statuses meant for a draft it no longer holds', () => {
    const store = new DraftStore();
    const old = store.start(makeFile('a.jpg', 'image/jpeg'), size);
    store.start(makeFile('b.jpg', 'image/jpeg'), size);
    store.update(old.id, { caption: 'late edit' });
    store.setStatus(old.id, { kind: 'failed', errorTitle: null });
    store.finish(old.id);
    expect(store.getState().draft?.caption).toBe('');
    expect(store.getState().status).toEqual({ kind: 'editing' });
  });

  it('forgets a finished draft at once when no screen shows it', () => {
    const store = new DraftStore();
    const draft = store.start(makeFile('a.jpg', 'image/jpeg'), size);
    store.finish(draft.id);
    expect(store.getState().draft).toBeNull();
  });

  it('keeps a finished draft while the route screen is still up, and forgets it when it goes', () => {
    const store = new DraftStore();
    const detach = store.attachScreen();
    expect(store.getState().screenShown).toBe(true);
    const draft = store.start(makeFile('a.jpg', 'image/jpeg'), size);
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
    const draft = store.start(makeFile('a.jpg', 'image/jpeg'), size);
    store.setStatus(draft.id, { kind: 'failed', errorTitle: null });
    detach();
    detach();
    expect(store.getState().draft?.id).toBe(draft.id);
    expect(store.getState().screenShown).toBe(false);
  });
});

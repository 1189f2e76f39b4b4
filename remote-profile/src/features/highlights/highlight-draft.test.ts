import { describe, expect, it } from 'vitest';
import { canSaveHighlight, createInput, editInput, toggleStory, type HighlightDraft } from './highlight-draft';

const empty: HighlightDraft = { title: '', mediaIds: [], coverId: null };

describe('highlight draft', () => {
  it('needs a title of 1 to 40 characters and one story', () => {
    expect(canSaveHighlight(empty)).toBe(false);
    expect(canSaveHighlight({ ...empty, title: 'Trip' })).toBe(false);
    expect(canSaveHighlight({ title: '  ', mediaIds: ['1'], coverId: '1' })).toBe(false);
    expect(canSaveHighlight({ title: 'x'.repeat(41), mediaIds: ['1'], coverId: '1' })).toBe(false);
    expect(canSaveHighlight({ title: 'Trip', mediaIds: ['1'], coverId: '1' })).toBe(true);
  });

  it('makes the first chosen story the cover, and moves the cover when its story is taken out', () => {
    let draft = toggleStory(empty, '5');
    draft = toggleStory(draft, '7');
    expect(draft).toEqual({ title: '', mediaIds: ['5', '7'], coverId: '5' });
    draft = toggleStory(draft, '5');
    expect(draft).toEqual({ title: '', mediaIds: ['7'], coverId: '7' });
    expect(toggleStory(draft, '7').coverId).toBeNull();
  });

  it('creates with the trimmed title, the stories and the cover', () => {
    expect(createInput({ title: ' Trip ', mediaIds: ['5', '7'], coverId: '7' })).toEqual({
      title: 'Trip',
      media_ids: ['5', '7'],
      cover_media_id: '7',
    });
  });

  it('edits only what changed', () => {
    const before = { title: 'Trip', mediaIds: ['1', '2'], coverId: '1' };
    expect(editInput(before, before)).toEqual({});
    expect(editInput(before, { title: 'Tokyo', mediaIds: ['2', '3'], coverId: '2' })).toEqual({
      title: 'Tokyo',
      cover_media_id: '2',
      added_media_ids: ['3'],
      removed_media_ids: ['1'],
    });
  });
});

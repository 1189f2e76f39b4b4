import { describe, expect, it } from 'vitest';
import { collapseCaption } from './caption-collapse';

describe('collapseCaption', () => {
  it('leaves captions of up to 125 characters and 2 lines alone', () => {
    const text = 'a'.repeat(125);
    expect(collapseCaption(text)).toEqual({ text, truncated: false });
    expect(collapseCaption('one\ntwo')).toEqual({ text: 'one\ntwo', truncated: false });
  });
  it('cuts after 2 lines', () => {
    expect(collapseCaption('one\ntwo\nthree')).toEqual({ text: 'one\ntwo', truncated: true });
  });
  it('cuts at 125 characters, backing up to a space near the limit', () => {
    const words = `${'word '.repeat(30)}end`;
    const collapsed = collapseCaption(words);
    expect(collapsed.truncated).toBe(true);
    expect(collapsed.text.length).toBeLessThanOrEqual(125);
    expect(collapsed.text.endsWith('word')).toBe(true);
    expect(collapseCaption('x'.repeat(200)).text).toBe('x'.repeat(125));
  });
  it('counts characters, not UTF-16 units', () => {
    expect(collapseCaption('😀'.repeat(125)).truncated).toBe(false);
    expect(Array.from(collapseCaption('😀'.repeat(130)).text)).toHaveLength(125);
  });
});

import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http(s) and www addresses into links and keeps the rest as text', () => {
    expect(linkify('see https://example.com/a?b=1, and www.lumen.test.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'url', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', and ' },
      { kind: 'url', text: 'www.lumen.test', href: 'https://www.lumen.test/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves script addresses and markup as plain text', () => {
    expect(linkify('javascript:alert(1) <b>hi</b>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>hi</b>' }]);
  });

  it('returns one text segment when there is no address', () => {
    expect(linkify('hello')).toEqual([{ kind: 'text', text: 'hello' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { hashtagPath, tokenizeCaption } from './caption-tokens.js';

describe('tokenizeCaption', () => {
  it('splits text, hashtags in any script and mentions', () => {
    expect(tokenizeCaption('日落 #sunset 和 #日落 with @ana.lima.')).toEqual([
      { kind: 'text', value: '日落 ' },
      { kind: 'hashtag', value: 'sunset' },
      { kind: 'text', value: ' 和 ' },
      { kind: 'hashtag', value: '日落' },
      { kind: 'text', value: ' with ' },
      { kind: 'mention', value: 'ana.lima' },
      { kind: 'text', value: '.' },
    ]);
  });
  it('leaves a lone # or @ as text', () => {
    expect(tokenizeCaption('a # b @ c')).toEqual([{ kind: 'text', value: 'a # b @ c' }]);
  });
  it('takes no mention out of an email address, and takes one after punctuation or a line break', () => {
    expect(tokenizeCaption('write to ann@example.org')).toEqual([{ kind: 'text', value: 'write to ann@example.org' }]);
    expect(tokenizeCaption('(@ben)\n@zoe')).toEqual([
      { kind: 'text', value: '(' },
      { kind: 'mention', value: 'ben' },
      { kind: 'text', value: ')\n' },
      { kind: 'mention', value: 'zoe' },
    ]);
  });
  it('links hashtags to their tag page', () => {
    expect(hashtagPath('日落')).toBe('/explore/tags/%E6%97%A5%E8%90%BD/');
  });
});

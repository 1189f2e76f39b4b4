import { describe, expect, it } from 'vitest';
import { extractHashtags, extractMentions } from './caption.js';

describe('caption parsing', () => {
  it('finds unique lower-cased hashtags in any script', () => {
    expect(extractHashtags('Sun #Sunset #sunset and #日落 #a_b!')).toEqual(['sunset', '日落', 'a_b']);
  });
  it('finds mentions without a trailing dot', () => {
    expect(extractMentions('with @Ana.Lima. and @bo_lin')).toEqual(['ana.lima', 'bo_lin']);
  });
});

import { describe, expect, it } from 'vitest';
import { isSingleEmoji } from './emoji.js';

describe('isSingleEmoji', () => {
  it('takes one emoji with its modifiers', () => {
    for (const emoji of ['❤️', '😂', '🔥', '👍🏽', '👨‍👩‍👧', '🇫🇷', '#️⃣', '😮', '🫶🏻'])
      expect(isSingleEmoji(emoji), emoji).toBe(true);
  });

  it('refuses text, two emoji, and emoji with words', () => {
    for (const text of ['', 'hi', 'a', '❤️❤️', '🔥 lol', 'lol🔥', '<script>', '1', '\u200D', 'x'.repeat(40), '❤️\n'])
      expect(isSingleEmoji(text), JSON.stringify(text)).toBe(false);
  });
});

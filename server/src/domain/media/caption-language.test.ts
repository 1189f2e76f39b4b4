import { describe, expect, it } from 'vitest';
import { captionLanguage, primaryLanguage } from './caption-language.js';

describe('caption language', () => {
  it('goes by script, ignoring hashtags and mentions', () => {
    expect(captionLanguage('一起探索秋季拼配 #coffee')).toBe('zh');
    expect(captionLanguage('今日のコーヒー')).toBe('ja');
    expect(captionLanguage('오늘의 커피')).toBe('ko');
    expect(captionLanguage('City lights from the rooftop')).toBe('en');
    expect(captionLanguage('#skyline @chen_wei 🔥')).toBeNull();
    expect(captionLanguage('')).toBeNull();
  });

  it('takes the primary subtag of a language tag', () => {
    expect(primaryLanguage('zh-CN')).toBe('zh');
    expect(primaryLanguage('EN_us')).toBe('en');
    expect(primaryLanguage('')).toBeNull();
    expect(primaryLanguage(null)).toBeNull();
  });
});

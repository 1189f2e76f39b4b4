import { describe, expect, it } from 'vitest';
import { clampReelsTab, isAllowlistedCrawler, isOverVisitorLimit } from './visitor-limits.js';

describe('visitor limits', () => {
  it('walls the impression past the limit, not the one at it', () => {
    expect(isOverVisitorLimit('page', 4)).toBe(false);
    expect(isOverVisitorLimit('page', 5)).toBe(true);
    expect(isOverVisitorLimit('post', 17)).toBe(false);
    expect(isOverVisitorLimit('post', 18)).toBe(true);
  });

  it('clamps the reels tab into 1..8', () => {
    expect([-3, 0, 1, 5.7, 8, 9, 1000, Number.NaN].map(clampReelsTab)).toEqual([1, 1, 1, 5, 8, 8, 8, 1]);
  });

  it('recognises allowlisted crawlers by name and nothing else', () => {
    expect(isAllowlistedCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isAllowlistedCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isAllowlistedCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(
      false,
    );
    expect(isAllowlistedCrawler('')).toBe(false);
    expect(isAllowlistedCrawler(undefined)).toBe(false);
  });
});

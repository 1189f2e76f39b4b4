// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { catalogProblems, untranslatedTexts } from './translation-checks.js';

describe('catalogProblems', () => {
  it('is empty for complete catalogs with placeholders, plurals and the product name', () => {
    expect(
      catalogProblems({
        'zh-CN': { a: '欢迎来到 Lumen', b: '{username} 的照片', c: { other: '{count} 位粉丝' } },
        en: {
          a: 'Welcome to Lumen',
          b: 'Photo by {username}',
          c: { one: '{count} follower', other: '{count} followers' },
        },
      }),
    ).toEqual([]);
  });

  it('names missing keys, empty messages and English left in zh-CN', () => {
    const problems = catalogProblems({
      'zh-CN': { a: 'Reels', b: '', only: '仅中文' } as Record<'a' | 'b' | 'only' | 'extra', string>,
      en: { a: 'Reels', b: 'B', extra: 'Extra' } as Record<'a' | 'b' | 'only' | 'extra', string>,
    });
    expect(problems).toEqual([
      'en lacks only',
      'zh-CN lacks extra',
      'zh-CN b is empty',
      'zh-CN a is not translated: Reels',
    ]);
  });
});

describe('untranslatedTexts', () => {
  it('finds Latin words in text and labels that are not user content', () => {
    document.body.innerHTML = `
      <main>
        <h1>Lumen</h1>
        <a href="/ana.lima/" aria-label="ana.lima 的主页">ana.lima</a>
        <p>Sunset at the beach · 3 天</p>
        <button aria-label="More options">…</button>
        <input placeholder="Search" />
        <span>Suggested for you</span>
        <span>1.2 万</span>
      </main>`;
    expect(untranslatedTexts(document.body, ['ana.lima', 'Sunset at the beach'])).toEqual([
      'Suggested for you',
      'More options',
      'Search',
    ]);
  });
});

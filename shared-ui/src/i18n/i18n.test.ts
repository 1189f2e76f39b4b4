import { describe, expect, it } from 'vitest';
import { createEventBus } from 'shared-contracts/bus';
import { createLocaleStore } from './locale-store.js';
import { detectLocale } from 'shared-contracts';
import { createTranslator, interpolate } from 'shared-contracts';
import { formatCount, formatNumber, formatTimeAgo } from 'shared-contracts';

describe('detectLocale', () => {
  it('gives zh-CN for any zh language and English otherwise', () => {
    expect(detectLocale(['zh-TW', 'en'])).toBe('zh-CN');
    expect(detectLocale(['zh'])).toBe('zh-CN');
    expect(detectLocale(['fr-FR', 'zh-CN'])).toBe('en');
    expect(detectLocale([])).toBe('en');
  });
});

describe('locale store', () => {
  it('prefers a stored choice, persists a switch and announces it on the bus', () => {
    const stored = new Map<string, string>([['lumen.locale', 'en']]);
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    };
    const bus = createEventBus();
    const seen: string[] = [];
    bus.on('locale-changed', ({ locale }) => seen.push(locale));
    const store = createLocaleStore({ languages: ['zh-CN'], storage }, bus);
    expect(store.getLocale()).toBe('en');
    store.setLocale('zh-CN');
    expect(store.getLocale()).toBe('zh-CN');
    expect(stored.get('lumen.locale')).toBe('zh-CN');
    expect(seen).toEqual(['zh-CN']);
  });
});

describe('translator', () => {
  const catalogs = {
    'zh-CN': { hello: '你好，{name}', posts: { other: '{count} 篇帖子' } },
    en: { hello: 'Hello, {name}', posts: { one: '{count} post', other: '{count} posts' } },
  };
  it('translates with params and plural forms in the current locale', () => {
    let locale: 'zh-CN' | 'en' = 'en';
    const t = createTranslator(catalogs, () => locale);
    expect(t('hello', { name: 'Ana' })).toBe('Hello, Ana');
    expect(t('posts', { count: 1 })).toBe('1 post');
    expect(t('posts', { count: 3 })).toBe('3 posts');
    locale = 'zh-CN';
    expect(t('hello', { name: 'Ana' })).toBe('你好，Ana');
    expect(t('posts', { count: 1 })).toBe('1 篇帖子');
  });
  it('leaves unknown slots visible', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('number formatting', () => {
  it('keeps numbers below 10000 whole, with grouping', () => {
    expect(formatCount(9999, 'en')).toBe('9,999');
    expect(formatCount(9999, 'zh-CN')).toBe('9,999');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });
  it('shortens from 10000 with CJK units in zh-CN', () => {
    expect(formatCount(10000, 'zh-CN')).toBe('1万');
    expect(formatCount(12345, 'zh-CN')).toBe('1.2万');
    expect(formatCount(123456789, 'zh-CN')).toBe('1.2亿');
    expect(formatCount(12345, 'en')).toBe('12.3K');
    expect(formatCount(1500000, 'en')).toBe('1.5M');
  });
  it('never rounds a count up past what it is', () => {
    expect(formatCount(19999, 'zh-CN')).toBe('1.9万');
  });
});

describe('formatTimeAgo', () => {
  it('uses the largest whole unit', () => {
    const now = 1_700_000_000_000;
    expect(formatTimeAgo(now / 1000 - 3 * 3600, 'en', now)).toBe('3 hours ago');
    expect(formatTimeAgo(now / 1000 - 3 * 3600, 'zh-CN', now)).toBe('3小时前');
    expect(formatTimeAgo(now / 1000 - 5, 'en', now)).toBe('now');
  });
});

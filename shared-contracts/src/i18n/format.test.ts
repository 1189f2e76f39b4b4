import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatNumber, formatTimeAgo } from './format.js';
import { LOCALES } from './locale.js';
import { selectMessage } from './translator.js';

// The formatters write counts and times without Intl (docs/performance.md#the-first-screen-formats-without-intl).
// Intl stays the reference: every value here is compared with what Intl writes for it.

const NOW_MS = Date.UTC(2026, 11, 7, 12, 0, 0);

/** Counts across every unit boundary, plus values just below and above each. */
function sampleCounts(): number[] {
  const values = new Set<number>([0, 1, 2, 9, 10, 99, 100, 999, 1000, 1001, 1234, 9999, 12345, 19999, 99999]);
  for (let exponent = 3; exponent <= 14; exponent++) {
    const power = 10 ** exponent;
    for (const value of [power - 1, power, power + 1, 1.5 * power, 2.34 * power, 9.99 * power]) {
      values.add(Math.round(value));
    }
  }
  let seed = 7;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 48271) % 2147483647;
    values.add(seed % 10 ** (1 + (i % 14)));
  }
  return [...values].flatMap((value) => [value, -value]);
}

describe('formatNumber and formatCount write what Intl writes', () => {
  for (const locale of LOCALES) {
    it(`${locale}: in full, and shortened with one decimal cut`, () => {
      const full = new Intl.NumberFormat(locale);
      const compact = new Intl.NumberFormat(locale, {
        notation: 'compact',
        maximumFractionDigits: 1,
        roundingMode: 'trunc',
      } as Intl.NumberFormatOptions);
      for (const value of sampleCounts()) {
        expect(formatNumber(value, locale), `${value}`).toBe(full.format(value));
        const expected = Math.abs(value) < 10000 ? full.format(value) : compact.format(value);
        expect(formatCount(value, locale), `${value}`).toBe(expected);
      }
    });
  }

  it('hands values that are not whole counts to Intl', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatCount(12345.67, 'zh-CN')).toBe('1.2万');
    expect(formatNumber(Number.NaN, 'en')).toBe('NaN');
  });
});

describe('formatTimeAgo writes what Intl.RelativeTimeFormat writes', () => {
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 365 * 86400],
    ['month', 30 * 86400],
    ['week', 7 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const locale of LOCALES) {
    it(`${locale}: every unit from 1 to 60, and the moment itself`, () => {
      const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
      for (const [unit, size] of steps) {
        for (let count = 1; count <= 60; count++) {
          const seconds = count * size;
          // Only counts this unit is chosen for: below the next larger unit.
          const larger = steps.find(([, largerSize]) => largerSize > size && seconds >= largerSize);
          if (larger) continue;
          expect(formatTimeAgo(NOW_MS / 1000 - seconds, locale, NOW_MS), `${count} ${unit}`).toBe(
            relative.format(-count, unit),
          );
        }
      }
      expect(formatTimeAgo(NOW_MS / 1000 - 1200 * 365 * 86400, locale, NOW_MS)).toBe(relative.format(-1200, 'year'));
      for (const secondsAgo of [0, 1, 59, -30]) {
        expect(formatTimeAgo(NOW_MS / 1000 - secondsAgo, locale, NOW_MS)).toBe(relative.format(0, 'second'));
      }
    });
  }
});

describe('plural forms', () => {
  it('choose the form Intl.PluralRules chooses', () => {
    const message = { one: 'one', other: 'other' };
    for (const locale of LOCALES) {
      const rules = new Intl.PluralRules(locale);
      for (const count of [0, 1, -1, 2, 1.5, 0.5, 11, 21, 101, 1000]) {
        expect(selectMessage(message, locale, { count }), `${locale} ${count}`).toBe(rules.select(count));
      }
    }
  });
});

describe('no Intl for whole counts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats counts, times and plurals without creating an Intl formatter', async () => {
    // Fresh modules: the tests above may have filled a formatter cache.
    vi.resetModules();
    const format = await import('./format.js');
    const translator = await import('./translator.js');
    const created = [
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'RelativeTimeFormat'),
      vi.spyOn(Intl, 'PluralRules'),
    ];
    for (const locale of LOCALES) {
      format.formatNumber(1234567, locale);
      format.formatCount(98765432, locale);
      format.formatTimeAgo(NOW_MS / 1000 - 3 * 86400, locale, NOW_MS);
      format.formatTimeAgo(NOW_MS / 1000 - 3 * 3600, locale, NOW_MS);
      translator.selectMessage({ one: 'a', other: 'b' }, locale, { count: 1 });
    }
    for (const spy of created) expect(spy).not.toHaveBeenCalled();
  });
});

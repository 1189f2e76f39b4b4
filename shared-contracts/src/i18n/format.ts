import { NUMBER_SHORTEN_THRESHOLD } from '../constants.js';
import type { Locale } from './locale.js';

// Counts and times on the first screen are written here for the two shipped locales, without
// Intl: a page's first Intl.NumberFormat (or DateTimeFormat) loads the browser's locale data, a
// task of about 40 ms, four times that on a phone, inside hydration
// (docs/performance.md#the-first-screen-formats-without-intl). The output is the same as Intl's
// (a unit test compares them); values outside what a count can be still go to Intl.

/** Largest magnitude written without Intl: well past any count, and exact in doubles. */
const OWN_FORMAT_LIMIT = 1e15;

/** Number formatters for what this file does not write itself, one per locale and kind. */
const intlFormatters = new Map<string, Intl.NumberFormat>();

/** A value no count can take (a fraction, NaN, 10¹⁵ and up), as Intl writes it. */
function viaIntl(value: number, locale: Locale, compact: boolean): string {
  const key = `${locale}${compact}`;
  let formatter = intlFormatters.get(key);
  if (!formatter) {
    const options = {
      notation: 'compact',
      maximumFractionDigits: 1,
      roundingMode: 'trunc',
    } as Intl.NumberFormatOptions;
    formatter = new Intl.NumberFormat(locale, compact ? options : {});
    intlFormatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** Whether a value is a whole number this file writes itself. */
function ownFormat(value: number): boolean {
  return Number.isInteger(value) && Math.abs(value) < OWN_FORMAT_LIMIT;
}

/**
 * A whole number with its sign (-0 included, as Intl writes it) and a comma between groups of
 * three, both locales' grouping, from `minimumDigits` digits on.
 */
function grouped(value: number, minimumDigits = 4): string {
  const digits = String(Math.abs(value));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + (digits.length < minimumDigits ? digits : digits.replace(/\B(?=(\d{3})+$)/g, ','));
}

/** A number with the locale's grouping, never shortened. */
export function formatNumber(value: number, locale: Locale): string {
  return ownFormat(value) ? grouped(value) : viaIntl(value, locale, false);
}

/** The compact units, largest first: English K, M, B, T; zh-CN 万, 亿, 万亿. */
const COMPACT_UNITS: Record<Locale, ReadonlyArray<readonly [size: number, suffix: string]>> = {
  en: [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ],
  'zh-CN': [
    [1e12, '万亿'],
    [1e8, '亿'],
    [1e4, '万'],
  ],
};

/**
 * A count as profiles and posts show it: in full below 10000, shortened from there
 * (zh-CN uses the CJK units 万 and 亿, English K, M and B), one decimal at most.
 */
export function formatCount(value: number, locale: Locale): string {
  const magnitude = Math.abs(value);
  if (magnitude < NUMBER_SHORTEN_THRESHOLD) return formatNumber(value, locale);
  if (!ownFormat(value)) return viaIntl(value, locale, true);
  const [size, suffix] = COMPACT_UNITS[locale].find(([unitSize]) => magnitude >= unitSize)!;
  // One decimal, cut; the whole part is grouped only from five digits ("1000T", "10,000T").
  const tenths = Math.trunc((magnitude * 10) / size);
  const decimal = tenths % 10;
  return grouped(Math.sign(value) * Math.trunc(tenths / 10), 5) + (decimal ? `.${decimal}` : '') + suffix;
}

/** The units of "ago", largest first, with their length in seconds. */
const AGO_UNITS = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
] as const;

type AgoUnit = (typeof AGO_UNITS)[number][0];

/** The named counts Intl uses (1 for the periods, and zh-CN's 2 days), and zh-CN's unit words. */
const LAST: Partial<Record<AgoUnit, string>> = {
  year: 'last year',
  month: 'last month',
  week: 'last week',
  day: 'yesterday',
};
const ZH_LAST: Partial<Record<string, string>> = {
  year1: '去年',
  month1: '上个月',
  week1: '上周',
  day1: '昨天',
  day2: '前天',
};
const ZH_UNITS: Record<AgoUnit, string> = {
  year: '年',
  month: '个月',
  week: '周',
  day: '天',
  hour: '小时',
  minute: '分钟',
};

/** How long ago a unix time (seconds) was, in the largest whole unit ("3 小时前", "3 hours ago"). */
export function formatTimeAgo(unixSeconds: number, locale: Locale, nowMs: number = Date.now()): string {
  const seconds = Math.max(0, Math.round(nowMs / 1000 - unixSeconds));
  const step = AGO_UNITS.find(([, size]) => seconds >= size);
  const zh = locale === 'zh-CN';
  if (!step) return zh ? '现在' : 'now';
  const [unit, size] = step;
  const count = Math.floor(seconds / size);
  const n = grouped(count);
  if (zh) return ZH_LAST[unit + count] ?? `${n}${ZH_UNITS[unit]}前`;
  if (count === 1) return LAST[unit] ?? `1 ${unit} ago`;
  return `${n} ${unit}s ago`;
}

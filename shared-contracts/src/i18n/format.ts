import { NUMBER_SHORTEN_THRESHOLD } from '../constants.js';
import type { Locale } from './locale.js';

// Counts and times on the first screen are written here for the two shipped locales, without
// Intl: a page's first Intl.NumberFormat (or DateTimeFormat) loads the browser's locale data, a
// task of about 40 ms, four times that on a phone, inside hydration
// (docs/performance.md#the-first-screen-formats-without-intl). The output is the same as Intl's
// (a unit test compares them); values outside what a count can be still go to Intl.

/** Largest magnitude written without Intl: well past any count, and exact in doubles. */
const OWN_FORMAT_LIMIT = 1e15;

const fullFormatters = new Map<Locale, Intl.NumberFormat>();
const compactFormatters = new Map<Locale, Intl.NumberFormat>();

function cached(map: Map<Locale, Intl.NumberFormat>, locale: Locale, options: Intl.NumberFormatOptions) {
  let formatter = map.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    map.set(locale, formatter);
  }
  return formatter;
}

/** Whether a value is a whole number this file writes itself. */
function ownFormat(value: number): boolean {
  return Number.isInteger(value) && Math.abs(value) < OWN_FORMAT_LIMIT;
}

/** A non-negative whole number with a comma between groups of three (both locales group so). */
function grouped(digits: number, minimumGroupingDigits = 1): string {
  const text = String(digits);
  if (text.length < 3 + minimumGroupingDigits) return text;
  return text.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** The minus sign of a number, -0 included (Intl writes "-0"). */
function minus(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}

/** A number with the locale's grouping, never shortened. */
export function formatNumber(value: number, locale: Locale): string {
  if (ownFormat(value)) return minus(value) + grouped(Math.abs(value));
  return cached(fullFormatters, locale, {}).format(value);
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

/** A whole number at or above the shortening threshold, in its unit with one decimal, cut. */
function compact(value: number, locale: Locale): string {
  const magnitude = Math.abs(value);
  const [size, suffix] = COMPACT_UNITS[locale].find(([unitSize]) => magnitude >= unitSize)!;
  const tenths = Math.trunc((magnitude * 10) / size);
  const whole = Math.trunc(tenths / 10);
  const decimal = tenths % 10;
  // Compact numbers group only from five digits ("1000T", "10,000T"), as Intl does.
  return minus(value) + grouped(whole, 2) + (decimal ? `.${decimal}` : '') + suffix;
}

/**
 * A count as profiles and posts show it: in full below 10000, shortened from there
 * (zh-CN uses the CJK units 万 and 亿, English K, M and B), one decimal at most.
 */
export function formatCount(value: number, locale: Locale): string {
  if (Math.abs(value) < NUMBER_SHORTEN_THRESHOLD) return formatNumber(value, locale);
  if (ownFormat(value)) return compact(value, locale);
  return cached(compactFormatters, locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions).format(value);
}

type AgoUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

/** "n units ago" per locale, with the named days and periods Intl uses for 1 (and zh-CN's 2). */
const AGO: Record<Locale, Record<AgoUnit, { named: Record<number, string>; one?: string; other: string }>> = {
  en: {
    year: { named: { 1: 'last year' }, other: '{n} years ago' },
    month: { named: { 1: 'last month' }, other: '{n} months ago' },
    week: { named: { 1: 'last week' }, other: '{n} weeks ago' },
    day: { named: { 1: 'yesterday' }, other: '{n} days ago' },
    hour: { named: {}, one: '1 hour ago', other: '{n} hours ago' },
    minute: { named: {}, one: '1 minute ago', other: '{n} minutes ago' },
  },
  'zh-CN': {
    year: { named: { 1: '去年' }, other: '{n}年前' },
    month: { named: { 1: '上个月' }, other: '{n}个月前' },
    week: { named: { 1: '上周' }, other: '{n}周前' },
    day: { named: { 1: '昨天', 2: '前天' }, other: '{n}天前' },
    hour: { named: {}, other: '{n}小时前' },
    minute: { named: {}, other: '{n}分钟前' },
  },
};

const JUST_NOW: Record<Locale, string> = { en: 'now', 'zh-CN': '现在' };

const AGO_STEPS: ReadonlyArray<readonly [AgoUnit, number]> = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago a unix time (seconds) was, in the largest whole unit ("3 小时前", "3 hours ago"). */
export function formatTimeAgo(unixSeconds: number, locale: Locale, nowMs: number = Date.now()): string {
  const seconds = Math.max(0, Math.round(nowMs / 1000 - unixSeconds));
  const step = AGO_STEPS.find(([, size]) => seconds >= size);
  if (!step) return JUST_NOW[locale];
  const [unit, size] = step;
  const count = Math.floor(seconds / size);
  const forms = AGO[locale][unit];
  const named = forms.named[count];
  if (named !== undefined) return named;
  if (count === 1 && forms.one !== undefined) return forms.one;
  return forms.other.replace('{n}', formatNumber(count, locale));
}

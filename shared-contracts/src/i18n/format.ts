import { NUMBER_SHORTEN_THRESHOLD } from '../constants.js';
import type { Locale } from './locale.js';

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

/** A number with the locale's grouping, never shortened. */
export function formatNumber(value: number, locale: Locale): string {
  return cached(fullFormatters, locale, {}).format(value);
}

/**
 * A count as profiles and posts show it: in full below 10000, shortened from there
 * (zh-CN uses the CJK units 万 and 亿, English K, M and B), one decimal at most.
 */
export function formatCount(value: number, locale: Locale): string {
  if (Math.abs(value) < NUMBER_SHORTEN_THRESHOLD) return formatNumber(value, locale);
  return cached(compactFormatters, locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions).format(value);
}

const relativeFormatters = new Map<Locale, Intl.RelativeTimeFormat>();

/** How long ago a unix time (seconds) was, in the largest whole unit ("3 小时前", "3 hours ago"). */
export function formatTimeAgo(unixSeconds: number, locale: Locale, nowMs: number = Date.now()): string {
  let formatter = relativeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
    relativeFormatters.set(locale, formatter);
  }
  const seconds = Math.max(0, Math.round(nowMs / 1000 - unixSeconds));
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 365 * 86400],
    ['month', 30 * 86400],
    ['week', 7 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (seconds >= size) return formatter.format(-Math.floor(seconds / size), unit);
  }
  return formatter.format(0, 'second');
}

import type { Locale } from './locale.js';

/** A message: plain text with `{param}` slots, or plural forms chosen by the `count` param. */
export type Message = string | { one?: string; other: string };

/** One catalog per shipped locale, with the same keys (English is typed against zh-CN). */
export type Catalogs<K extends string> = Record<Locale, Record<K, Message>>;

/** Values interpolated into `{name}` slots. */
export type MessageParams = Record<string, string | number>;

/** A translate function bound to catalogs and a locale source. */
export type Translate<K extends string> = (key: K, params?: MessageParams) => string;

/**
 * The plural category of a count: English has "one" for exactly 1 (or -1), Chinese has no plural.
 * Written out rather than asked of Intl.PluralRules, whose first use loads locale data inside
 * hydration (docs/performance.md#the-first-screen-formats-without-intl); a unit test compares them.
 */
function pluralCategory(locale: Locale, count: number): 'one' | 'other' {
  return locale === 'en' && Math.abs(count) === 1 ? 'one' : 'other';
}

/** Fills `{name}` slots; unknown slots stay visible so a missing param is noticed, not hidden. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : slot,
  );
}

/** Picks the text of a message for a locale and params. */
export function selectMessage(message: Message, locale: Locale, params: MessageParams = {}): string {
  if (typeof message === 'string') return message;
  const count = typeof params.count === 'number' ? params.count : Number(params.count);
  const category = Number.isFinite(count) ? pluralCategory(locale, count) : 'other';
  return category === 'one' && message.one !== undefined ? message.one : message.other;
}

/** Creates `t(key, params)` reading the locale at call time. */
export function createTranslator<K extends string>(catalogs: Catalogs<K>, getLocale: () => Locale): Translate<K> {
  return (key, params) => {
    const locale = getLocale();
    const message = catalogs[locale][key] ?? catalogs['zh-CN'][key];
    return interpolate(selectMessage(message, locale, params), params);
  };
}

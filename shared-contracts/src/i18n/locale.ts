/** Interface languages that ship: Simplified Chinese (the reference) and English (docs/architecture.md#style). */
export type Locale = 'zh-CN' | 'en';

/** All shipped locales, in the order the language switcher lists them. */
export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];

/** Maps browser languages to a shipped locale: the first `zh*` gives zh-CN, anything else English. */
export function detectLocale(languages: readonly string[]): Locale {
  const first = languages.find((language) => language.trim() !== '');
  return first?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

/** Whether a value is one of the shipped locales. */
export function isLocale(value: string | null): value is Locale {
  return value !== null && (LOCALES as readonly string[]).includes(value);
}

import { detectLocale, type Locale } from 'shared-contracts';

/**
 * The locale for the few texts the server writes (overlays, spam feedback, the feed's end
 * marker), from Accept-Language: the web client sends the language the person chose there
 * (docs/calls.md#how-every-call-is-made); other clients get their browser's first language.
 */
export function localeFromHeader(acceptLanguage: string | undefined): Locale {
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return languages.length === 0 ? 'zh-CN' : detectLocale(languages);
}

/** A text in both shipped locales. */
export type LocalizedText = Record<Locale, string>;

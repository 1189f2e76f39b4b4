import { detectLocale, type Locale } from 'shared-contracts';

/**
 * The locale for the few texts the server writes (overlays, spam feedback, the feed's end
 * marker), from Accept-Language: the client's explicit choice is not sent, so the browser's
 * first language decides, exactly as the client's own default does.
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

import { eventBus, type EventBus } from '../bus/event-bus.js';
import { createStoredValueStore, type ValueStorage } from '../state/stored-value-store.js';

/** Interface languages that ship: Simplified Chinese (the reference) and English (docs/architecture.md#style). */
export type Locale = 'zh-CN' | 'en';

/** All shipped locales, in the order the language switcher lists them. */
export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];

const STORAGE_KEY = 'lumen.locale';

/** Maps browser languages to a shipped locale: the first `zh*` gives zh-CN, anything else English. */
export function detectLocale(languages: readonly string[]): Locale {
  const first = languages.find((language) => language.trim() !== '');
  return first?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

/** Holds the current locale; a stored explicit choice wins over the browser's languages. */
export interface LocaleStore {
  getLocale(): Locale;
  setLocale(locale: Locale): void;
  subscribe(listener: () => void): () => void;
}

interface LocaleEnvironment {
  languages: readonly string[];
  storage: ValueStorage | null;
}

function browserEnvironment(): LocaleEnvironment {
  if (typeof navigator === 'undefined') return { languages: [], storage: null };
  let storage: LocaleEnvironment['storage'] = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null; // storage can be disabled; the choice then lasts for the page only
  }
  return { languages: navigator.languages?.length ? navigator.languages : [navigator.language], storage };
}

/** Whether a value is one of the shipped locales. */
export function isLocale(value: string | null): value is Locale {
  return value !== null && (LOCALES as readonly string[]).includes(value);
}

/** Creates a locale store from an environment (the browser's by default). */
export function createLocaleStore(
  environment: LocaleEnvironment = browserEnvironment(),
  bus: EventBus = eventBus,
): LocaleStore {
  const current = createStoredValueStore<Locale>({
    storage: environment.storage,
    key: STORAGE_KEY,
    read: (stored) => (isLocale(stored) ? stored : null),
    write: (locale) => locale,
    fallback: () => detectLocale(environment.languages),
  });
  return {
    getLocale: () => current.getValue(),
    setLocale(locale) {
      if (locale === current.getValue()) return;
      current.setValue(locale);
      if (typeof document !== 'undefined') document.documentElement.lang = locale;
      bus.emit('locale-changed', { locale });
    },
    subscribe: (listener) => current.subscribe(() => listener()),
  };
}

/** The application-wide locale store. */
export const localeStore: LocaleStore = createLocaleStore();

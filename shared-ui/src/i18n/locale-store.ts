import { eventBus, type EventBus } from 'shared-contracts/bus';
import { createStoredValueStore, type ValueStorage } from '../state/stored-value-store.js';
import { type Locale, detectLocale, isLocale } from 'shared-contracts';

const STORAGE_KEY = 'lumen.locale';

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

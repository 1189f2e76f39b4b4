import { useMemo, useSyncExternalStore } from 'react';
import { localeStore } from './locale-store.js';
import type { Locale } from 'shared-contracts';
import { createTranslator, type Catalogs, type Translate } from 'shared-contracts';

/** The current locale, re-rendering on change. */
export function useLocale(): Locale {
  return useSyncExternalStore(localeStore.subscribe, localeStore.getLocale, localeStore.getLocale);
}

/** A translate function for a package's catalogs; re-renders when the locale changes. */
export function useTranslator<K extends string>(catalogs: Catalogs<K>): Translate<K> {
  const locale = useLocale();
  // The locale is a dependency so components re-render with a fresh `t` after a switch.
  return useMemo(() => createTranslator(catalogs, () => locale), [catalogs, locale]);
}

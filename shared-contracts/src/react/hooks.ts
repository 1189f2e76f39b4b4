import { useEffect, useEffectEvent, useMemo, useSyncExternalStore } from 'react';
import { eventBus } from '../bus/event-bus.js';
import type { AppEventName, AppEvents } from '../bus/events.js';
import { sessionStore, type SessionState } from '../session/session-store.js';
import { localeStore, type Locale } from '../i18n/locale.js';
import { createTranslator, type Catalogs, type Translate } from '../i18n/translator.js';

/** The current session, re-rendering on change. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

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

/** Subscribes to a bus event for the component's lifetime; the latest handler is always called. */
export function useBusEvent<K extends AppEventName>(type: K, handler: (payload: AppEvents[K]) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const listener = (payload: AppEvents[K]): void => onEvent(payload);
    eventBus.on(type, listener);
    return () => eventBus.off(type, listener);
  }, [type]);
}

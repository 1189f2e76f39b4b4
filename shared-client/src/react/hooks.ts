import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { eventBus } from 'shared-contracts/bus';
import type { AppEventName, AppEvents } from 'shared-contracts';
import { sessionStore, type SessionState } from '../session/session-store.js';

/** The current session, re-rendering on change. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
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

import mitt, { type Emitter } from 'mitt';
import { Observable } from 'rxjs';
import type { AppEventName, AppEvents } from './events.js';

/** The typed bus every package talks over; a single instance because this package is a shared singleton. */
export type EventBus = Emitter<AppEvents>;

/** Creates a bus; the app uses `eventBus`, tests create their own. */
export function createEventBus(): EventBus {
  return mitt<AppEvents>();
}

/** The application-wide event bus. */
export const eventBus: EventBus = createEventBus();

/** Observes one event type as an rxjs stream; unsubscribing removes the handler. */
export function fromBusEvent<K extends AppEventName>(type: K, bus: EventBus = eventBus): Observable<AppEvents[K]> {
  return new Observable<AppEvents[K]>((subscriber) => {
    const handler = (payload: AppEvents[K]): void => subscriber.next(payload);
    bus.on(type, handler);
    return () => bus.off(type, handler);
  });
}

/** Asks the shell to show a toast. */
export function requestToast(payload: AppEvents['toast-requested'], bus: EventBus = eventBus): void {
  bus.emit('toast-requested', payload);
}

import { Observable } from 'rxjs';
import { eventBus, type EventBus } from './event-bus.js';
import type { AppEventName, AppEvents } from './events.js';

/**
 * Observes one bus event type as an rxjs stream; unsubscribing removes the handler. Its own entry
 * (`shared-contracts/rx`), so only code that wants streams downloads rxjs.
 */
export function fromBusEvent<K extends AppEventName>(type: K, bus: EventBus = eventBus): Observable<AppEvents[K]> {
  return new Observable<AppEvents[K]>((subscriber) => {
    const handler = (payload: AppEvents[K]): void => subscriber.next(payload);
    bus.on(type, handler);
    return () => bus.off(type, handler);
  });
}

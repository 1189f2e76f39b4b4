import mitt, { type Emitter } from 'mitt';
import type { AppEvents } from './events.js';

/** The typed bus every package talks over; a single instance because this package is a shared singleton. */
export type EventBus = Emitter<AppEvents>;

/** Creates a bus; the app uses `eventBus`, tests create their own. */
export function createEventBus(): EventBus {
  return mitt<AppEvents>();
}

/** The application-wide event bus. */
export const eventBus: EventBus = createEventBus();

/** Asks the shell to show a toast. */
export function requestToast(payload: AppEvents['toast-requested'], bus: EventBus = eventBus): void {
  bus.emit('toast-requested', payload);
}

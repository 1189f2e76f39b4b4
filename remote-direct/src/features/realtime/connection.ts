import { eventBus } from 'shared-contracts/bus';

// The shell announces the socket's state on the bus; until it says otherwise it counts as up, so a
// send is tried (and only a failed try while offline is held back).
let socketConnected = true;
let listening = false;

/** Starts following the socket's announced state (once per page). */
export function followConnection(): void {
  if (listening) return;
  listening = true;
  eventBus.on('realtime-status-changed', ({ connected }) => {
    socketConnected = connected;
  });
}

/** Whether the browser says it is offline. */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Whether the app is offline: the browser says so, or the realtime socket is closed. */
export function isOffline(): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || !socketConnected;
}

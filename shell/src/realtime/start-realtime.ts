import { REALTIME_SOCKET_PATH } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { sessionStore } from 'shared-client';
import { recheckSession } from '../session/session-actions';
import { startRealtimeConnection } from './realtime-connection';

/** The socket's address: on the API's origin when it has its own (stack mode), else the page's. */
export function realtimeSocketUrl(apiOrigin: string, pageOrigin: string): string {
  return (apiOrigin || pageOrigin).replace(/^http/, 'ws') + REALTIME_SOCKET_PATH;
}

/** Starts the tab's realtime socket with the browser's WebSocket and the app's bus and session. */
export function startRealtime(): () => void {
  return startRealtimeConnection({
    url: realtimeSocketUrl(window.__LUMEN_CONFIG__?.apiOrigin ?? '', window.location.origin),
    bus: eventBus,
    session: sessionStore,
    createSocket: (url) => new WebSocket(url),
    recheckSession: () => void recheckSession().catch(() => undefined),
  });
}

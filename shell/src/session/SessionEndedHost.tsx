import { lazy, Suspense, useEffect } from 'react';
import { useSessionEnded, watchForEndedSession } from './session-ended';

const SessionEndedDialog = lazy(() => import('./SessionEndedDialog').then((m) => ({ default: m.SessionEndedDialog })));

/** Shows the ended-session dialog when a call says the session ended; its code loads only then. */
export function SessionEndedHost() {
  const ended = useSessionEnded();
  useEffect(() => watchForEndedSession(), []);
  return ended ? (
    <Suspense fallback={null}>
      <SessionEndedDialog />
    </Suspense>
  ) : null;
}

import { useCallback, useEffect, useState } from 'react';
import { fetchInbox, type Inbox } from 'shared-contracts';

/** Where the inbox request is. */
export type InboxState = { status: 'loading' } | { status: 'ready'; inbox: Inbox } | { status: 'error' };

/** Loads the inbox on mount (aborted on unmount) and again on `retry`. */
export function useInbox(): InboxState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<InboxState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchInbox({ signal: controller.signal }).then(
      (inbox) => {
        if (!controller.signal.aborted) setState({ status: 'ready', inbox });
      },
      () => {
        // An aborted request belongs to a screen that is gone or was retried: not a failure.
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}

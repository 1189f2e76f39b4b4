import { useEffect, useRef, useState } from 'react';
import type { RecoveryMessageKey } from './recovery-messages';
import { recoveryErrorKey } from './recovery-api';

/**
 * A recovery form's one send (the reset request, the new password): whether it is under way,
 * whether it is done, and what to say when it failed. Once done the form goes away and its message
 * (the element `doneRef` holds) takes the focus, so a keyboard stays in the card.
 */
export function useRecoverySend(initialError: RecoveryMessageKey | null = null) {
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<RecoveryMessageKey | null>(initialError);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const send = async (call: () => Promise<unknown>): Promise<void> => {
    setPending(true);
    setError(null);
    try {
      await call();
      setDone(true);
    } catch (failure) {
      setError(recoveryErrorKey(failure));
    } finally {
      setPending(false);
    }
  };

  return { pending, done, error, setError, doneRef, send };
}

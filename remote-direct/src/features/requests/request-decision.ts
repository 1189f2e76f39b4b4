import { type DirectThread } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useRequestDecisionMutation } from '../../queries';
import { useDirectTranslation } from '../../i18n/messages';

/** What the viewer decides about a message request: accept into Primary or General, or decline. */
export type RequestDecision = 'primary' | 'general' | 'decline';

/**
 * Decides message requests with the requests list's call (approve_multiple or decline_multiple)
 * and says how it went in a toast, for the list's rows and for a request opened by itself
 * (docs/behaviour/direct.md#message-requests). `declined` names the toast of a decline.
 */
export function useRequestDecision() {
  const t = useDirectTranslation();
  const decision = useRequestDecisionMutation();
  // mutateAsync, not mutate's callbacks: accepting from the thread swaps the panel for the
  // composer before the mutation settles, and callbacks given to mutate die with the component.
  const decide = (
    thread: DirectThread,
    d: RequestDecision,
    options: { declined?: string; onSuccess?: () => void } = {},
  ) =>
    void decision
      .mutateAsync(
        d === 'decline'
          ? { decision: 'decline', threadIds: [thread.thread_id] }
          : { decision: 'approve', threadIds: [thread.thread_id], folder: d === 'primary' ? 0 : 1 },
      )
      .then(
        () => {
          requestToast({
            message: d === 'decline' ? (options.declined ?? t('requests.declined')) : t('requests.accepted'),
          });
          options.onSuccess?.();
        },
        () => requestToast({ message: t('thread.genericError') }),
      );
  return { decide, decision };
}

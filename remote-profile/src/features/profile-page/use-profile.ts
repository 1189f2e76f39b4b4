import { useCallback, useEffect, useState } from 'react';
import { fetchWebProfileInfo, isApiError, useBusEvent, useSession, type Profile } from 'shared-contracts';

/** A profile as the screen sees it while it loads. */
export type ProfileLoad =
  { status: 'loading' } | { status: 'ready'; profile: Profile } | { status: 'not-found' } | { status: 'error' };

type Outcome = Exclude<ProfileLoad, { status: 'loading' }>;

/**
 * Loads a profile by username with the request aborted on unmount and on reload. It reloads when
 * the viewer changes (visibility depends on who is asking) and when the viewer's friendship with
 * this user changes; meanwhile the profile already shown stays on screen.
 */
export function useProfile(username: string): ProfileLoad & { retry: () => void } {
  const viewerPk = useSession().viewer?.pk ?? null;
  const [reloads, setReloads] = useState(0);
  const requestKey = `${viewerPk ?? ''}|${reloads}`;
  const [answer, setAnswer] = useState<{ key: string; outcome: Outcome } | null>(null);
  const retry = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchWebProfileInfo(username, controller.signal).then(
      ({ data }) => {
        if (!controller.signal.aborted)
          setAnswer({ key: requestKey, outcome: { status: 'ready', profile: data.user } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ key: requestKey, outcome: { status: isApiError(error, 'not_found') ? 'not-found' : 'error' } });
      },
    );
    return () => controller.abort();
  }, [username, requestKey]);

  const shownProfileId = answer?.outcome.status === 'ready' ? answer.outcome.profile.id : null;
  // After a block the profile is page-not-found; the block dialog reloads the page when closed,
  // so the profile stays on screen until then.
  useBusEvent('friendship-changed', ({ userId, friendshipStatus }) => {
    if (userId === shownProfileId && !friendshipStatus.blocking) retry();
  });
  useBusEvent('follower-removed', () => {
    if (shownProfileId) retry();
  });
  useBusEvent('follow-request-resolved', () => {
    if (shownProfileId) retry();
  });

  if (answer && (answer.key === requestKey || answer.outcome.status === 'ready')) return { ...answer.outcome, retry };
  return { status: 'loading', retry };
}

import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Draft } from '../draft/draft-store';
import { shareDraft, type ShareOutcome } from './share-post';

/**
 * Shares the draft from the modal (as a post, or as the profile picture): the publish itself is a
 * long-running job with its own progress and resume logic (share-post.ts), not server state to
 * cache; this hook gives it the router and says whether a share is starting.
 */
export function useShareDraft(
  draft: Draft,
  target: 'post' | 'profile-picture' = 'post',
): { share: () => Promise<ShareOutcome>; starting: boolean } {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const share = useCallback(async (): Promise<ShareOutcome> => {
    setStarting(true);
    try {
      return await shareDraft(draft, { navigate: (path) => void navigate(path) }, target);
    } finally {
      setStarting(false);
    }
  }, [draft, navigate, target]);
  return { share, starting };
}

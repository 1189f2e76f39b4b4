import { useState } from 'react';
import type { FollowButtonState } from 'shared-contracts';
// The kit through its shared entry, never a copy: one modal stack for the whole page.
import { Button, UnfollowDialog } from 'shared-ui';
import { usePeopleTranslation } from './people-messages.js';

const LABELS = {
  follow: 'people.follow',
  'follow-back': 'people.followBack',
  following: 'people.following',
  requested: 'people.requested',
} as const;

/**
 * The one follow button (profile header, follow lists, suggested accounts, likers list): Follow,
 * Follow back, Following or Requested. A click follows (`onFollow`) or undoes (`onUndo`: unfollow,
 * withdraw a request); before unfollowing a private account it asks with the UnfollowDialog
 * (docs/behaviour/relationships.md#unfollow). With `onFollowingClick`, Following opens that (the
 * profile's Following menu) instead. The caller owns the friendship state and the calls, so the
 * label changes at once (optimistic) and the button only waits, disabled, while `updating`.
 */
export function FollowButton({
  state,
  username,
  isPrivate,
  updating,
  onFollow,
  onUndo,
  onFollowingClick,
  size = 'medium',
  fullWidth = false,
  testId = 'follow-button',
}: {
  state: FollowButtonState;
  username: string;
  isPrivate: boolean;
  updating: boolean;
  onFollow: () => void;
  onUndo: () => void;
  onFollowingClick?: () => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  testId?: string;
}) {
  const t = usePeopleTranslation();
  const [confirming, setConfirming] = useState(false);
  const offersFollow = state === 'follow' || state === 'follow-back';

  const handleClick = (): void => {
    if (offersFollow) onFollow();
    else if (state === 'following' && onFollowingClick) onFollowingClick();
    else if (state === 'following' && isPrivate) setConfirming(true);
    else onUndo();
  };

  return (
    <>
      <Button
        variant={offersFollow ? 'primary' : 'secondary'}
        size={size}
        fullWidth={fullWidth}
        onClick={handleClick}
        // Not `busy`: the new label shows at once (optimistic), the button only waits.
        disabled={updating}
        aria-busy={updating || undefined}
        data-testid={testId}
        data-state={state}
      >
        {t(LABELS[state])}
      </Button>
      {confirming && (
        <UnfollowDialog
          username={username}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onUndo();
          }}
        />
      )}
    </>
  );
}

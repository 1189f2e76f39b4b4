import { useState } from 'react';
import type { Profile } from 'shared-contracts';
import { useFollowActions } from 'shared-client/queries';
import { UnfollowDialog } from 'shared-ui';
import { FollowingSheet } from './FollowingSheet';

/**
 * The Following button's menu on a profile, then, for Unfollow of a private account, the
 * confirmation (a public account is unfollowed at once). Mute hands over to the profile's mute dialog.
 */
export function FollowingMenu({
  profile,
  onClose,
  onMute,
}: {
  profile: Profile;
  onClose: () => void;
  onMute: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const { unfollow } = useFollowActions(profile, 'profile', profile.friendship_status);
  const leave = (): void => {
    onClose();
    // A failed unfollow only puts the previous status back (docs/behaviour/relationships.md#unfollow).
    void unfollow();
  };

  if (confirming) return <UnfollowDialog username={profile.username} onConfirm={leave} onCancel={onClose} />;
  return (
    <FollowingSheet
      profile={profile}
      onClose={onClose}
      onFollowUp={(next) => {
        if (next === 'mute') onMute();
        else if (profile.is_private) setConfirming(true);
        else leave();
      }}
    />
  );
}

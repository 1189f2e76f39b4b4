import { NO_FRIENDSHIP, type Profile } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useFriendshipStatus, useRelationshipToggle, type RelationshipToggle } from 'shared-client/queries';
import { useProfileTranslation, type ProfileMessageKey } from '../../i18n/messages';

const TOASTS: Record<RelationshipToggle, { on: ProfileMessageKey; off: ProfileMessageKey }> = {
  restrict: { on: 'profile.toast.restricted', off: 'profile.toast.unrestricted' },
  bestie: { on: 'profile.toast.bestieAdded', off: 'profile.toast.bestieRemoved' },
  favorite: { on: 'profile.toast.favoriteAdded', off: 'profile.toast.favoriteRemoved' },
};

/**
 * Turns restrict, close friends or favourite on or off for a profile and says so in a toast once
 * the server answers (docs/behaviour/relationships.md#restrict). A restrict's toast offers Undo,
 * which unrestricts (and says so). The promise settles after the menu has closed: nothing waits on it.
 */
export function useRelationshipSwitch(profile: Pick<Profile, 'id' | 'username'>) {
  const t = useProfileTranslation();
  const toggles = useRelationshipToggle(profile.id);
  const name = { username: profile.username };

  const run = (kind: RelationshipToggle, on: boolean): void => {
    toggles.mutateAsync({ toggle: kind, on }).then(
      () =>
        requestToast({
          message: t(on ? TOASTS[kind].on : TOASTS[kind].off, name),
          action:
            kind === 'restrict' && on
              ? { label: t('profile.toast.undo'), onAction: () => run(kind, false) }
              : undefined,
        }),
      () => requestToast({ message: t('profile.genericError') }),
    );
  };
  return run;
}

/**
 * What a profile's menus (the "Following" sheet and the "..." sheet) need: the current friendship
 * status, and a toggle that closes the menu first, then switches (with its toast).
 */
export function useRelationshipMenu(
  profile: Pick<Profile, 'id' | 'username' | 'friendship_status'>,
  onClose: () => void,
) {
  const status = useFriendshipStatus(profile.id, profile.friendship_status).status ?? NO_FRIENDSHIP;
  const switchRelationship = useRelationshipSwitch(profile);
  const toggle = (kind: RelationshipToggle, on: boolean): void => {
    onClose();
    switchRelationship(kind, on);
  };
  return { status, toggle };
}

import type { Profile } from 'shared-contracts';
import { ActionButton, ActionList, Sheet } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { useRelationshipMenu } from './use-relationship-switch';

/** What the Following menu hands over to: the mute dialog, or the unfollow (confirmed for a private account). */
export type FollowingFollowUp = 'mute' | 'unfollow';

/**
 * The menu of the "Following" button (docs/behaviour/relationships.md#the-following-menu): add to
 * or remove from close friends and favourites, mute, restrict or unrestrict, unfollow. Switches act
 * at once and close the menu, with a toast once the server answers (a restrict's offers Undo).
 */
export function FollowingSheet({
  profile,
  onClose,
  onFollowUp,
}: {
  profile: Profile;
  onClose: () => void;
  onFollowUp: (next: FollowingFollowUp) => void;
}) {
  const t = useProfileTranslation();
  const { status, toggle } = useRelationshipMenu(profile, onClose);

  return (
    <Sheet title={profile.username} onClose={onClose} closeButton testId="following-menu">
      <ActionList flush>
        <ActionButton onClick={() => toggle('bestie', !status.is_bestie)} testId="following-bestie">
          {t(status.is_bestie ? 'profile.options.removeBestie' : 'profile.options.addBestie')}
        </ActionButton>
        <ActionButton onClick={() => toggle('favorite', !status.is_feed_favorite)} testId="following-favorite">
          {t(status.is_feed_favorite ? 'profile.options.removeFavorite' : 'profile.options.addFavorite')}
        </ActionButton>
        <ActionButton onClick={() => onFollowUp('mute')} testId="following-mute">
          {t('profile.options.mute')}
        </ActionButton>
        <ActionButton onClick={() => toggle('restrict', !status.is_restricted)} testId="following-restrict">
          {t(status.is_restricted ? 'profile.options.unrestrict' : 'profile.options.restrict')}
        </ActionButton>
        <ActionButton tone="danger" onClick={() => onFollowUp('unfollow')} testId="following-unfollow">
          {t('profile.unfollow.confirm')}
        </ActionButton>
      </ActionList>
    </Sheet>
  );
}

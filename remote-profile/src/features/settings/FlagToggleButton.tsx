import { useQueryClient } from '@tanstack/react-query';
import { type FriendshipStatus, type UserSummary } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import type { FlaggedList } from 'shared-client/settings';
import { useFriendshipStatus, useRelationshipToggle } from 'shared-client/queries';
import { Button } from 'shared-ui';
import { settingsKeys } from 'shared-client/settings';
import { useSettingsTranslation } from '../../i18n/settings-messages';

/**
 * Add or Remove beside an account on the close friends or Favorites page: the relationship switch
 * of the Following menu (same call, same cache), after which the page's list is read again.
 */
export function FlagToggleButton({
  user,
  list,
  known,
}: {
  user: UserSummary;
  list: FlaggedList;
  known?: FriendshipStatus | null;
}) {
  const t = useSettingsTranslation();
  const client = useQueryClient();
  const { status, updating } = useFriendshipStatus(user.pk, known);
  const toggle = useRelationshipToggle(user.pk);
  const on = Boolean(list === 'besties' ? status?.is_bestie : status?.is_feed_favorite);
  return (
    <Button
      variant={on ? 'secondary' : 'primary'}
      size="small"
      busy={toggle.isPending}
      disabled={updating && !toggle.isPending}
      aria-label={t(on ? 'settings.list.removeLabel' : 'settings.list.addLabel', { username: user.username })}
      onClick={() =>
        toggle.mutate(
          { toggle: list === 'besties' ? 'bestie' : 'favorite', on: !on },
          {
            onSuccess: () => void client.invalidateQueries({ queryKey: settingsKeys.flagged(list) }),
            onError: () => requestToast({ message: t('settings.genericError') }),
          },
        )
      }
      data-testid={on ? 'flag-remove' : 'flag-add'}
    >
      {t(on ? 'settings.list.remove' : 'settings.list.add')}
    </Button>
  );
}

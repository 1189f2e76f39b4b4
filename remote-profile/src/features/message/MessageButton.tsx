import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SHELL_PATHS, type Profile } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useSession } from 'shared-client';
import { Button } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { threadIdWith } from './thread-with';

/**
 * Message, beside Follow on someone else's profile (docs/behaviour/direct.md#message-from-a-profile):
 * opens the conversation with them, started first when there is none. A visitor who is not logged
 * in goes to the login page and comes back. A failure is logged as `direct_create_thread_failed`
 * and shows the generic error toast.
 */
export function MessageButton({ profile }: { profile: Pick<Profile, 'pk' | 'username'> }) {
  const t = useProfileTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = useSession().status === 'authenticated';
  const [opening, setOpening] = useState(false);

  const handleClick = (): void => {
    if (!loggedIn) {
      navigate(`${SHELL_PATHS.login}?next=${encodeURIComponent(pathname)}`);
      return;
    }
    setOpening(true);
    threadIdWith(profile.pk).then(
      (threadId) => navigate(`/direct/t/${encodeURIComponent(threadId)}/`),
      (error: unknown) => {
        setOpening(false);
        console.error('direct_create_thread_failed', error);
        requestToast({ message: t('profile.genericError') });
      },
    );
  };

  return (
    <Button variant="secondary" onClick={handleClick} busy={opening} data-testid="message-button">
      {t('profile.message')}
    </Button>
  );
}

import { isApiError, type Profile } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { sessionStore, type ProfileEdit } from 'shared-client';
import { useEditProfileMutation } from 'shared-client/queries';
import { useProfileTranslation } from '../../i18n/messages';

/** What the server refused of an edit, shown beside the username. */
export type UsernameRefusal = 'invalid' | 'taken';

/**
 * Saves a profile edit through the cache (the answer replaces the cached profile and is
 * announced). On success the session's viewer follows the new name and a toast confirms; a refused
 * username is handed to `onRefused`; any other failure shows a generic error toast.
 */
export function useSaveProfile({
  onSaved,
  onRefused,
}: {
  onSaved: (user: Profile) => void;
  onRefused: (reason: UsernameRefusal) => void;
}): { save: (edit: ProfileEdit) => void; saving: boolean } {
  const t = useProfileTranslation();
  const mutation = useEditProfileMutation();

  const save = (edit: ProfileEdit): void => {
    mutation.mutateAsync(edit).then(
      ({ user }) => {
        // The shell's navigation links to the viewer's profile by username: keep the session's
        // viewer in step (same pk, so no session-changed is announced and nothing resets).
        const session = sessionStore.getState();
        if (session.viewer?.pk === user.pk)
          sessionStore.setSession({
            ...session.viewer,
            username: user.username,
            full_name: user.full_name,
            is_private: user.is_private,
          });
        requestToast({ message: t('profile.edit.saved') });
        onSaved(user);
      },
      (error: unknown) => {
        if (isApiError(error, 'username_taken')) onRefused('taken');
        else if (isApiError(error, 'validation_failed') && hasFields(error.body)) onRefused('invalid');
        else requestToast({ message: t('profile.genericError') });
      },
    );
  };

  return { save, saving: mutation.isPending };
}

function hasFields(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'fields' in body;
}

import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { logEvent, useSession } from 'shared-client';
import { postPath, type Media } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useDeletePostMutation, useFollowActions, useFriendshipStatus, useProfileQuery } from 'shared-client/queries';
import { ActionButton, ActionList, AlertDialog, BackIcon, IconButton, Sheet } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import { FEED_CONTAINER_MODULE } from '../friendships/container-module';
import { openCollectionSheet } from '../save/collection-sheet';
import { EditPostDialog } from '../post-edit/EditPostDialog';
import { AboutThisAccount } from './AboutThisAccount';

// The report dialog loads only when someone opens it (docs/behaviour/moderation.md#reporting).
const ReportDialog = lazy(() => import('shared-client/report').then((m) => ({ default: m.ReportDialog })));

/** Copies text to the clipboard; resolves whether it worked. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the viewer follows the author, from the friendship cache; when it does not know yet,
 * the author's profile is looked up (it records the status), so "Unfollow" is offered only to
 * followers.
 */
function useFollowsAuthor(media: Media, canAsk: boolean) {
  const { status } = useFriendshipStatus(media.user.pk);
  const profile = useProfileQuery(media.user.username, { enabled: canAsk && status === null });
  const known = status ?? profile.data?.friendship_status ?? null;
  return { following: known?.following === true, known };
}

/**
 * The post's "more options" sheet: report (someone else's post), delete (only the author's own post, after "Delete post?"),
 * edit (the author's own: docs/behaviour/media.md#editing-a-post), unfollow (only when following), go to post, save to collection, copy link, about this account,
 * cancel. `onDeleted` runs once the post is gone (a post page leaves for the author's profile).
 */
export function PostOptionsDialog({
  media,
  onClose,
  onDeleted,
}: {
  media: Media;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const t = useFeedTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [view, setView] = useState<'menu' | 'about' | 'delete' | 'edit' | 'report'>('menu');
  const authenticated = session.status === 'authenticated';
  const isOwn = session.viewer?.pk === media.user.pk;
  const { following, known } = useFollowsAuthor(media, authenticated && !isOwn);
  const { unfollow } = useFollowActions(media.user, FEED_CONTAINER_MODULE, known);
  const deletion = useDeletePostMutation();

  // docs/behaviour/media.md#deleting-a-post: the server checks the author again; a failure keeps
  // the post where it is and says so.
  const handleDelete = async (): Promise<void> => {
    try {
      await deletion.mutateAsync(media);
    } catch {
      onClose();
      requestToast({ message: t('options.deleteFailed') });
      return;
    }
    onClose();
    requestToast({ message: t('options.deleted') });
    onDeleted?.();
  };

  const handleUnfollow = async (): Promise<void> => {
    onClose();
    if (await unfollow()) requestToast({ message: t('options.unfollowed', { username: media.user.username }) });
  };

  const handleCopy = async (): Promise<void> => {
    const ok = await copyText(new URL(postPath(media.code), window.location.origin).href);
    if (ok) logEvent({ event: 'share', category: 'interaction', data: { media_id: media.id, method: 'copy_link' } });
    requestToast({ message: ok ? t('options.linkCopied') : t('options.copyFailed') });
    onClose();
  };

  if (view === 'delete') {
    return (
      <AlertDialog
        title={t('options.deleteTitle')}
        description={t('options.deleteBody')}
        onCancel={deletion.isPending ? undefined : onClose}
        busy={deletion.isPending}
        testId="delete-post-dialog"
      >
        <ActionButton
          tone="danger"
          disabled={deletion.isPending}
          onClick={() => void handleDelete()}
          testId="confirm-delete-post"
        >
          {t('options.delete')}
        </ActionButton>
        <ActionButton onClick={onClose} disabled={deletion.isPending} autoFocusOnOpen>
          {t('options.cancel')}
        </ActionButton>
      </AlertDialog>
    );
  }

  if (view === 'edit') return <EditPostDialog media={media} onClose={onClose} />;

  if (view === 'report')
    return (
      <Suspense fallback={null}>
        <ReportDialog kind="post" targetId={media.pk} onClose={onClose} />
      </Suspense>
    );

  // Two sheets, not one that changes: each moves the focus in as it opens and gives it back.
  if (view === 'about') {
    return (
      <Sheet
        key="about"
        title={t('about.title')}
        onClose={onClose}
        testId="about-account-dialog"
        headerStart={
          <IconButton label={t('options.back')} onClick={() => setView('menu')}>
            <BackIcon size={20} />
          </IconButton>
        }
      >
        <AboutThisAccount user={media.user} />
      </Sheet>
    );
  }

  return (
    <Sheet key="menu" title={t('options.title')} heading="hidden" onClose={onClose} testId="post-options-dialog">
      <ActionList flush>
        {authenticated && !isOwn && (
          <ActionButton tone="danger" onClick={() => setView('report')} testId="report-post">
            {t('options.report')}
          </ActionButton>
        )}
        {authenticated && isOwn && (
          <ActionButton tone="danger" onClick={() => setView('delete')}>
            {t('options.delete')}
          </ActionButton>
        )}
        {authenticated && isOwn && (
          <ActionButton onClick={() => setView('edit')} testId="edit-post">
            {t('options.edit')}
          </ActionButton>
        )}
        {following && !isOwn && (
          <ActionButton tone="danger" onClick={() => void handleUnfollow()}>
            {t('options.unfollow')}
          </ActionButton>
        )}
        <ActionButton
          onClick={() => {
            onClose();
            navigate(postPath(media.code));
          }}
        >
          {t('options.goToPost')}
        </ActionButton>
        {authenticated && (
          <ActionButton
            onClick={() => {
              onClose();
              openCollectionSheet(media.pk);
            }}
          >
            {t('post.saveToCollection')}
          </ActionButton>
        )}
        <ActionButton onClick={() => void handleCopy()}>{t('options.copyLink')}</ActionButton>
        <ActionButton onClick={() => setView('about')}>{t('options.about')}</ActionButton>
        <ActionButton onClick={onClose}>{t('options.cancel')}</ActionButton>
      </ActionList>
    </Sheet>
  );
}

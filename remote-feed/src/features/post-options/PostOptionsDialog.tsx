import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchWebProfileInfo, postPath, requestToast, useSession, type Media } from 'shared-contracts';
import { useFeedTranslation } from '../../i18n/messages';
import { Dialog } from '../dialog/Dialog';
import * as dialogStyles from '../dialog/Dialog.module.css';
import { friendshipStore } from '../friendships/friendship-store';
import { useFriendship } from '../friendships/use-friendship';
import { openCollectionSheet } from '../save/collection-sheet';
import { FEED_CONTAINER_MODULE } from '../friendships/container-module';
import { AboutThisAccount } from './AboutThisAccount';

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
 * Learns whether the viewer follows the author when the feed does not know yet (a profile
 * look-up), so "Unfollow" is offered only to followers.
 */
function useFollowsAuthor(media: Media, enabled: boolean): boolean {
  const known = useFriendship(media.user.pk);
  const unknown = known.status?.following === undefined;
  useEffect(() => {
    if (!enabled || !unknown) return undefined;
    const controller = new AbortController();
    fetchWebProfileInfo(media.user.username, controller.signal)
      .then(({ data }) => {
        if (data.user.friendship_status) friendshipStore.learn(media.user.pk, data.user.friendship_status);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled, unknown, media.user.pk, media.user.username]);
  return known.status?.following === true;
}

/**
 * The post's "more options" menu: unfollow (only when following), go to post, save to
 * collection, copy link, about this account, cancel.
 */
export function PostOptionsDialog({ media, onClose }: { media: Media; onClose: () => void }) {
  const t = useFeedTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [view, setView] = useState<'menu' | 'about'>('menu');
  const isOwn = session.viewer?.pk === media.user.pk;
  const following = useFollowsAuthor(media, !isOwn && session.status === 'authenticated');

  const handleUnfollow = async (): Promise<void> => {
    onClose();
    const ok = await friendshipStore.unfollow(media.user.pk, FEED_CONTAINER_MODULE);
    if (ok) requestToast({ message: t('options.unfollowed', { username: media.user.username }) });
  };

  const handleCopy = async (): Promise<void> => {
    const ok = await copyText(new URL(postPath(media.code), window.location.origin).href);
    requestToast({ message: ok ? t('options.linkCopied') : t('options.copyFailed') });
    onClose();
  };

  if (view === 'about') {
    return (
      <Dialog key="about" title={t('about.title')} onClose={onClose} testId="about-account-dialog">
        <AboutThisAccount user={media.user} />
        <button type="button" className={dialogStyles.menuItem} onClick={() => setView('menu')}>
          {t('options.back')}
        </button>
      </Dialog>
    );
  }

  return (
    <Dialog key="menu" title={t('options.title')} hideTitle onClose={onClose} testId="post-options-dialog">
      <ul className={dialogStyles.menu}>
        {following && !isOwn && (
          <li>
            <button
              type="button"
              className={`${dialogStyles.menuItem} ${dialogStyles.danger}`}
              onClick={() => void handleUnfollow()}
            >
              {t('options.unfollow')}
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            className={dialogStyles.menuItem}
            onClick={() => {
              onClose();
              navigate(postPath(media.code));
            }}
          >
            {t('options.goToPost')}
          </button>
        </li>
        {session.status === 'authenticated' && (
          <li>
            <button
              type="button"
              className={dialogStyles.menuItem}
              onClick={() => {
                onClose();
                openCollectionSheet(media.pk);
              }}
            >
              {t('post.saveToCollection')}
            </button>
          </li>
        )}
        <li>
          <button type="button" className={dialogStyles.menuItem} onClick={() => void handleCopy()}>
            {t('options.copyLink')}
          </button>
        </li>
        <li>
          <button type="button" className={dialogStyles.menuItem} onClick={() => setView('about')}>
            {t('options.about')}
          </button>
        </li>
        <li>
          <button type="button" className={dialogStyles.menuItem} onClick={onClose}>
            {t('options.cancel')}
          </button>
        </li>
      </ul>
    </Dialog>
  );
}

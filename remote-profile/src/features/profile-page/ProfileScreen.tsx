import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  isValidUsername,
  PROFILE_LIVE_SEGMENT,
  profilePath,
  type Profile,
  type RouteScreenProps,
} from 'shared-contracts';
import { useProfileQuery } from 'shared-client/queries';
import { RetryPanel } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { LiveEnded } from '../live/LiveEnded';
import { ProfileHeader, ProfileHeaderSkeleton } from '../profile-header/ProfileHeader';
import { BlockedAccountNotice, PrivateAccountNotice } from '../profile-posts/AccountNotices';
import { ProfilePosts } from '../profile-posts/ProfilePosts';
import {
  parseProfileQuery,
  tabFromSegment,
  type ProfileRouteQuery,
  type ProfileTab,
} from '../profile-tabs/profile-route';
import { ProfileTabs, tabLinkId } from '../profile-tabs/ProfileTabs';
import { ChainingSuggestions } from '../suggested-users/ChainingSuggestions';
import { useProfileContent } from './profile-content';
import * as styles from './ProfileScreen.module.css';

// Highlights and their calls (shared-client/stories) load after the profile, off its first load.
const ProfileHighlights = lazy(() => import('../highlights/ProfileHighlights'));
// The saved tab is the owner's alone: its code loads when it is opened, off every other tab's
// first load (docs/performance.md#the-first-screen-loads-only-its-own-code).
const SavedCollections = lazy(() =>
  import('../collections/SavedCollections').then((m) => ({ default: m.SavedCollections })),
);
const CollectionDetail = lazy(() =>
  import('../collections/CollectionDetail').then((m) => ({ default: m.CollectionDetail })),
);

/**
 * The profile at /{username}/{tab?}/ (tabs: posts, reels, tagged, saved), and its live page. A malformed or reserved
 * username, or an unknown tab, is the shell's not-found page without asking the server; so is a
 * user the viewer may not see (unknown, or who blocked the viewer: the server answers 404) and
 * another user's saved tab. Everything below is keyed by username, so moving between profiles
 * starts clean.
 */
export default function ProfileScreen({ NotFound }: RouteScreenProps) {
  const { username = '', tab: segment } = useParams();
  const [search] = useSearchParams();
  const tab = segment === PROFILE_LIVE_SEGMENT ? PROFILE_LIVE_SEGMENT : tabFromSegment(segment);
  if (!isValidUsername(username) || !tab) return <NotFound />;
  return (
    <ProfilePage key={username} username={username} tab={tab} query={parseProfileQuery(search)} NotFound={NotFound} />
  );
}

/**
 * Loads the profile through the cache: it is read again when the viewer changes, and when the
 * viewer's relationship with this user changes anywhere (the cache follows the bus); meanwhile the
 * profile already shown stays on screen.
 */
function ProfilePage({
  username,
  tab,
  query,
  NotFound,
}: { username: string; tab: ProfileTab | typeof PROFILE_LIVE_SEGMENT; query: ProfileRouteQuery } & RouteScreenProps) {
  const t = useProfileTranslation();
  const { data: profile, isFetching, refetch, error } = useProfileQuery(username);
  if (profile === null) return <NotFound />;
  if (profile && tab === 'saved' && !profile.is_viewer) return <NotFound />;
  return (
    <main
      className={styles.page}
      data-testid="profile-page"
      data-login-success={query.flags.login_success || undefined}
      data-show-app-header={query.flags.show_app_header || undefined}
    >
      {!profile && isFetching && <ProfileHeaderSkeleton />}
      {!profile && !isFetching && (
        <RetryPanel message={t('profile.error')} onRetry={() => void refetch()} error={error} />
      )}
      {profile && tab === PROFILE_LIVE_SEGMENT && <LiveEnded profile={profile} />}
      {profile && tab !== PROFILE_LIVE_SEGMENT && <LoadedProfile profile={profile} tab={tab} query={query} />}
    </main>
  );
}

function LoadedProfile({ profile, tab, query }: { profile: Profile; tab: ProfileTab; query: ProfileRouteQuery }) {
  const navigate = useNavigate();
  const [chaining, setChaining] = useState(false);
  const content = useProfileContent(profile);
  useProfileDocumentTitle(profile);
  return (
    <>
      <ProfileHeader
        profile={profile}
        onFollowed={() => setChaining(true)}
        onEdited={(user) => {
          // The saved profile is already in the cache under its new name.
          if (user.username !== profile.username) navigate(profilePath(user.username), { replace: true });
        }}
      />
      {chaining && <ChainingSuggestions targetId={profile.id} onClose={() => setChaining(false)} />}
      {content === 'blocked' && <BlockedAccountNotice username={profile.username} />}
      {content === 'hidden' && <PrivateAccountNotice />}
      {content === 'visible' && (
        <>
          <Suspense fallback={null}>
            <ProfileHighlights userId={profile.id} isOwner={profile.is_viewer} />
          </Suspense>
          <ProfileTabs username={profile.username} active={tab} isOwner={profile.is_viewer} />
          <TabContent key={tab} profile={profile} tab={tab} collectionId={query.collectionId} />
        </>
      )}
    </>
  );
}

function TabContent({
  profile,
  tab,
  collectionId,
}: {
  profile: Profile;
  tab: ProfileTab;
  collectionId: string | null;
}) {
  const labelledBy = tabLinkId(tab);
  if (tab !== 'saved') return <ProfilePosts profile={profile} tab={tab} labelledBy={labelledBy} />;
  return (
    <Suspense fallback={null}>
      {collectionId ? (
        <CollectionDetail key={collectionId} username={profile.username} collectionId={collectionId} />
      ) : (
        <SavedCollections username={profile.username} labelledBy={labelledBy} />
      )}
    </Suspense>
  );
}

/** "Full Name (@username) • Lumen", or "@username • Lumen" without a name. */
function useProfileDocumentTitle(profile: Profile): void {
  const t = useProfileTranslation();
  const title = profile.full_name
    ? t('profile.documentTitle', { fullName: profile.full_name, username: profile.username })
    : t('profile.documentTitleNoName', { username: profile.username });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

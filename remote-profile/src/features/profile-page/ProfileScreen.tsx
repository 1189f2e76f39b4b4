import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  fetchUserClips,
  fetchUserTags,
  isValidUsername,
  profilePath,
  useBusEvent,
  type Profile,
  type RouteScreenProps,
} from 'shared-contracts';
import { useProfileTranslation } from '../../i18n/messages';
import { CollectionDetail } from '../collections/CollectionDetail';
import { SavedCollections } from '../collections/SavedCollections';
import { ProfileHeader, ProfileHeaderSkeleton } from '../profile-header/ProfileHeader';
import { PrivateAccountNotice, ProfilePosts } from '../profile-posts/ProfilePosts';
import { viewerCanSeePosts } from '../profile-posts/use-profile-posts';
import {
  parseProfileQuery,
  tabFromSegment,
  type ProfileRouteQuery,
  type ProfileTab,
} from '../profile-tabs/profile-route';
import { ProfileTabs, tabLinkId } from '../profile-tabs/ProfileTabs';
import { ChainingSuggestions } from '../suggested-users/ChainingSuggestions';
import { RetryPanel } from './RetryPanel';
import { useProfile } from './use-profile';
import * as styles from './ProfileScreen.module.css';

/**
 * The profile at /{username}/{tab?}/ (tabs: posts, reels, tagged, saved). A malformed or reserved
 * username, or an unknown tab, is the shell's not-found page without asking the server; so is an
 * unknown or blocked user (the server answers 404) and another user's saved tab. Everything below
 * is keyed by username, so moving between profiles starts clean (and aborts what was in flight).
 */
export default function ProfileScreen({ NotFound }: RouteScreenProps) {
  const { username = '', tab: segment } = useParams();
  const [search] = useSearchParams();
  const tab = tabFromSegment(segment);
  if (!isValidUsername(username) || !tab) return <NotFound />;
  return (
    <ProfilePage key={username} username={username} tab={tab} query={parseProfileQuery(search)} NotFound={NotFound} />
  );
}

function ProfilePage({
  username,
  tab,
  query,
  NotFound,
}: { username: string; tab: ProfileTab; query: ProfileRouteQuery } & RouteScreenProps) {
  const t = useProfileTranslation();
  const load = useProfile(username);
  if (load.status === 'not-found') return <NotFound />;
  if (load.status === 'ready' && tab === 'saved' && !load.profile.is_viewer) return <NotFound />;
  return (
    <main
      className={styles.page}
      data-testid="profile-page"
      data-login-success={query.flags.login_success || undefined}
      data-show-app-header={query.flags.show_app_header || undefined}
    >
      {load.status === 'loading' && <ProfileHeaderSkeleton />}
      {load.status === 'error' && <RetryPanel message={t('profile.error')} onRetry={load.retry} />}
      {load.status === 'ready' && (
        <LoadedProfile profile={load.profile} tab={tab} query={query} onChanged={load.retry} />
      )}
    </main>
  );
}

function LoadedProfile({
  profile,
  tab,
  query,
  onChanged,
}: {
  profile: Profile;
  tab: ProfileTab;
  query: ProfileRouteQuery;
  onChanged: () => void;
}) {
  const navigate = useNavigate();
  const [chainingFor, setChainingFor] = useState<string | null>(null);
  useProfileDocumentTitle(profile);
  // A new picture (changed in remote-create) or the viewer's own edit: read the profile again.
  useBusEvent('profile-picture-changed', ({ userId }) => {
    if (userId === profile.id) onChanged();
  });
  const canView = viewerCanSeePosts(profile);
  return (
    <>
      <ProfileHeader
        profile={profile}
        onFollowed={() => setChainingFor(profile.id)}
        onEdited={(user) => {
          if (user.username !== profile.username) navigate(profilePath(user.username), { replace: true });
          else onChanged();
        }}
      />
      {chainingFor === profile.id && <ChainingSuggestions targetId={profile.id} onClose={() => setChainingFor(null)} />}
      {canView ? (
        <>
          <ProfileTabs username={profile.username} active={tab} isOwner={profile.is_viewer} />
          <TabContent key={`${profile.id}:${tab}`} profile={profile} tab={tab} collectionId={query.collectionId} />
        </>
      ) : (
        <PrivateAccountNotice />
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
  switch (tab) {
    case 'posts':
      return <ProfilePosts profile={profile} labelledBy={labelledBy} />;
    case 'reels':
      return (
        <ProfilePosts
          profile={profile}
          labelledBy={labelledBy}
          fetchPage={fetchUserClips}
          emptyKey="profile.emptyReels"
        />
      );
    case 'tagged':
      return (
        <ProfilePosts
          profile={profile}
          labelledBy={labelledBy}
          fetchPage={fetchUserTags}
          emptyKey="profile.emptyTagged"
        />
      );
    case 'saved':
      return collectionId ? (
        <CollectionDetail key={collectionId} username={profile.username} collectionId={collectionId} />
      ) : (
        <SavedCollections username={profile.username} labelledBy={labelledBy} />
      );
  }
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

import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isValidUsername, type Profile, type RouteScreenProps } from 'shared-contracts';
import { useProfileTranslation } from '../../i18n/messages';
import { ProfileHeader, ProfileHeaderSkeleton } from '../profile-header/ProfileHeader';
import { ProfilePosts } from '../profile-posts/ProfilePosts';
import { viewerCanSeePosts } from '../profile-posts/use-profile-posts';
import { RetryPanel } from './RetryPanel';
import { useProfile } from './use-profile';
import * as styles from './ProfileScreen.module.css';

/** Tabs this remote renders; `undefined` is the posts grid at /{username}/. */
const KNOWN_TABS: ReadonlyArray<string | undefined> = [undefined];

/**
 * The profile at /{username}/{tab?}/. A malformed or reserved username, or an unknown tab, is the
 * shell's not-found page without asking the server. Everything below is keyed by username, so
 * moving from one profile to another starts from a clean state (and aborts what was in flight).
 */
export default function ProfileScreen({ NotFound }: RouteScreenProps) {
  const { username = '', tab } = useParams();
  if (!isValidUsername(username) || !KNOWN_TABS.includes(tab)) return <NotFound />;
  return <ProfilePage key={username} username={username} NotFound={NotFound} />;
}

function ProfilePage({ username, NotFound }: { username: string } & RouteScreenProps) {
  const t = useProfileTranslation();
  const load = useProfile(username);
  if (load.status === 'not-found') return <NotFound />;
  return (
    <main className={styles.page} data-testid="profile-page">
      {load.status === 'loading' && <ProfileHeaderSkeleton />}
      {load.status === 'error' && <RetryPanel message={t('profile.error')} onRetry={load.retry} />}
      {load.status === 'ready' && <LoadedProfile profile={load.profile} />}
    </main>
  );
}

function LoadedProfile({ profile }: { profile: Profile }) {
  useProfileDocumentTitle(profile);
  return (
    <>
      <ProfileHeader profile={profile} />
      <ProfilePosts key={`${profile.id}:${viewerCanSeePosts(profile)}`} profile={profile} />
    </>
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

import { formatBadge, type Profile } from 'shared-contracts';
import { useSession } from 'shared-client';
import { useProfileTranslation } from '../../i18n/messages';
import * as styles from './ProfileHeader.module.css';

/** The sister app's install redirect for a profile, opened in a new tab. */
export function sisterAppHref(username: string): string {
  const query = new URLSearchParams({
    fallback_url: `/${username}/`,
    utm_campaign: 'profile_badge',
    utm_medium: 'web',
    utm_source: 'lumen',
  });
  return `/webinstall/barcelona/loggedin/?${query.toString()}`;
}

/**
 * The Threads badge under a profile's name, with its unseen-post count shown as a badge ("9+").
 * Logged-out visitors never see it; today the server never asks for it
 * (docs/behaviour/profiles.md#header).
 */
export function SisterAppBadge({ profile }: { profile: Profile }) {
  const t = useProfileTranslation();
  const loggedIn = useSession().status === 'authenticated';
  if (!loggedIn || !profile.show_text_post_app_badge) return null;
  const label = profile.text_post_app_badge_label || profile.username;
  const count = formatBadge(profile.text_post_new_post_count ?? 0);
  return (
    <a
      className={styles.sisterApp}
      href={sisterAppHref(profile.username)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="sister-app-badge"
      aria-label={t('profile.sisterApp.label', { label })}
    >
      <span aria-hidden="true" className={styles.sisterAppGlyph}>
        @
      </span>
      <span>{label}</span>
      {count && (
        <span className={styles.sisterAppCount} aria-label={t('profile.sisterApp.count', { count })}>
          {count}
        </span>
      )}
    </a>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { displayedBioLinks, summarizeBioLinks } from 'shared-contracts';
import type { Profile } from 'shared-contracts';
import { Button, LinkedText, LinkIcon, Sheet } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import * as styles from './ProfileHeader.module.css';

/** Only professional accounts (account_type 2 or 3) show a category (docs/behaviour/profiles.md#header). */
export function profileCategory(profile: Pick<Profile, 'account_type' | 'category'>): string | null {
  return profile.account_type === 2 || profile.account_type === 3 ? profile.category || null : null;
}

/** Full name, category, biography (line breaks kept, mentions and hashtags linked) and the first bio link with "+ N". */
export function ProfileBio({ profile, className }: { profile: Profile; className?: string }) {
  // Without a class of its own the bio's lines flow inside the header's bio column.
  const t = useProfileTranslation();
  const category = profileCategory(profile);
  const links = summarizeBioLinks(profile.bio_links);
  const [allLinksOpen, setAllLinksOpen] = useState(false);
  return (
    <div className={className ?? styles.bioText} data-testid="profile-bio">
      {profile.full_name && <span className={styles.fullName}>{profile.full_name}</span>}
      {category && <span className={styles.category}>{category}</span>}
      {profile.biography && (
        <p className={styles.biography}>
          <LinkedText text={profile.biography} link={Link} />
        </p>
      )}
      {links && (
        <p className={styles.links}>
          <a
            className={styles.link}
            href={links.first.href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="bio-link"
          >
            <LinkIcon size={12} className={styles.linkGlyph} />
            <span className={styles.linkText}>{links.first.text}</span>
          </a>
          {links.moreCount > 0 && (
            <Button variant="text" className={styles.linkGlyph} onClick={() => setAllLinksOpen(true)}>
              <span data-testid="bio-more-links">{t('profile.moreLinks', { count: links.moreCount })}</span>
              <span className="lm-visually-hidden">{t('profile.moreLinksHint')}</span>
            </Button>
          )}
        </p>
      )}
      {allLinksOpen && <AllLinksDialog profile={profile} onClose={() => setAllLinksOpen(false)} />}
    </div>
  );
}

/** Every displayable link of the bio (the "+ N" opens it), by the same rules. */
function AllLinksDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const t = useProfileTranslation();
  return (
    <Sheet title={t('profile.edit.links')} onClose={onClose} closeButton testId="bio-links-dialog">
      <ul className={styles.allLinks}>
        {displayedBioLinks(profile.bio_links).map((link) => (
          <li key={link.href}>
            <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
              <LinkIcon size={12} className={styles.linkGlyph} />
              <span className={styles.linkText}>{link.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}

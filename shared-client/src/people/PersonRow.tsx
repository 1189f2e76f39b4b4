import type { ReactNode } from 'react';
import { AVATAR_SIZES, truncateUsername, type UserSummary } from 'shared-contracts';
import { Avatar } from 'shared-client';
import { VerifiedBadge } from 'shared-ui';
import { usePeopleTranslation } from './people-messages.js';
import * as styles from './PersonRow.module.css';

/**
 * The row's layout for a person row that draws its own content (remote-feed's "Send to", whose
 * row is a checkbox's label, and its story viewers): the row, the column of names beside the
 * picture, and its grey second line. One look for every list of people.
 */
export const personRowClasses = {
  row: styles.row,
  names: styles.names,
  secondLine: styles.fullName,
};

/**
 * One person in a list of people (likers, followers, following): picture, username (the link
 * `renderLink` draws, to the profile), verified badge, full name, and a trailing slot for the row's
 * action (a follow button, Remove, Confirm and Delete). A list item: the caller gives the list.
 */
export function PersonRow({
  user,
  renderLink,
  trailing,
  avatarAlt,
  testId,
  flush = false,
}: {
  user: Pick<UserSummary, 'username' | 'full_name' | 'is_verified' | 'profile_pic_url'>;
  /** Draws the username as a link (the remote's router link), with the class and text given. */
  renderLink: (props: { className: string | undefined; children: ReactNode }) => ReactNode;
  trailing?: ReactNode;
  avatarAlt?: string;
  testId: string;
  /** No side padding: for a list inside a page that pads it already (the settings' lists). */
  flush?: boolean;
}) {
  const t = usePeopleTranslation();
  return (
    <li className={flush ? styles.flush : styles.row} data-testid={testId} data-username={user.username}>
      <Avatar src={user.profile_pic_url} size={AVATAR_SIZES.search} alt={avatarAlt} />
      <span className={styles.names}>
        <span className={styles.usernameLine}>
          {renderLink({ className: styles.username, children: truncateUsername(user.username) })}
          {user.is_verified && <VerifiedBadge label={t('people.verified')} size={12} />}
        </span>
        {user.full_name && <span className={styles.fullName}>{user.full_name}</span>}
      </span>
      {trailing}
    </li>
  );
}

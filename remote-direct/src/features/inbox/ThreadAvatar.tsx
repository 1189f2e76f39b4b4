import type { UserSummary } from 'shared-contracts';
import { Avatar } from 'shared-client';
import * as styles from './ThreadAvatar.module.css';

const SIZES = { large: { single: 56, stacked: 40 }, small: { single: 44, stacked: 32 } } as const;

/** A thread's picture: the other person's avatar, or two overlapping avatars for a group. */
export function ThreadAvatar({
  users,
  isGroup,
  size = 'large',
}: {
  users: readonly UserSummary[];
  isGroup: boolean;
  size?: 'large' | 'small';
}) {
  const [first, second] = users;
  const { single, stacked } = SIZES[size];
  if (isGroup && first && second) {
    return (
      <span className={`${styles.stack} ${size === 'small' ? styles.small : ''}`} aria-hidden="true">
        <span className={styles.back}>
          <Avatar src={second.profile_pic_url} size={stacked} />
        </span>
        <span className={styles.front}>
          <Avatar src={first.profile_pic_url} size={stacked} />
        </span>
      </span>
    );
  }
  return (
    <span className={`${styles.single} ${size === 'small' ? styles.small : ''}`} aria-hidden="true">
      {first ? <Avatar src={first.profile_pic_url} size={single} /> : <span className={styles.placeholder} />}
    </span>
  );
}

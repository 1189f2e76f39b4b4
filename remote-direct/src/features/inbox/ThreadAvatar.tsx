import type { UserSummary } from 'shared-contracts';
import { Avatar } from 'shared-contracts/ui';
import * as styles from './ThreadAvatar.module.css';

const SINGLE_SIZE = 56;
const STACKED_SIZE = 40;

/** A thread's picture: the other person's avatar, or two overlapping avatars for a group. */
export function ThreadAvatar({ users, isGroup }: { users: readonly UserSummary[]; isGroup: boolean }) {
  const [first, second] = users;
  if (isGroup && first && second) {
    return (
      <span className={styles.stack} aria-hidden="true">
        <span className={styles.back}>
          <Avatar src={second.profile_pic_url} size={STACKED_SIZE} />
        </span>
        <span className={styles.front}>
          <Avatar src={first.profile_pic_url} size={STACKED_SIZE} />
        </span>
      </span>
    );
  }
  return (
    <span className={styles.single} aria-hidden="true">
      {first ? <Avatar src={first.profile_pic_url} size={SINGLE_SIZE} /> : <span className={styles.placeholder} />}
    </span>
  );
}

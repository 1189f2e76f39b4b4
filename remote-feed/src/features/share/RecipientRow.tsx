import { AVATAR_SIZES, truncateUsername } from 'shared-contracts';
import { Avatar } from 'shared-client';
import { personRowClasses } from 'shared-client/people';
import type { Recipient } from './recipient';
import { useShareTranslation } from './share-messages';
import * as styles from './SendToDialog.module.css';

/** One person or conversation in "Send to": the whole row toggles its checkbox. */
export function RecipientRow({
  recipient,
  checked,
  disabled,
  onToggle,
}: {
  recipient: Recipient;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const t = useShareTranslation();
  const detail = recipient.isGroup
    ? t('share.group', { count: recipient.memberCount })
    : recipient.username && recipient.username !== recipient.title
      ? truncateUsername(recipient.username)
      : null;
  return (
    <li data-testid="send-to-row" data-key={recipient.key}>
      <label className={`${personRowClasses.row ?? ''} ${styles.row ?? ''}`}>
        <Avatar src={recipient.pictureUrl} size={AVATAR_SIZES.search} />
        <span className={personRowClasses.names}>
          <span className={styles.title}>{recipient.title}</span>
          {detail && <span className={personRowClasses.secondLine}>{detail}</span>}
        </span>
        <input
          type="checkbox"
          className={styles.check}
          aria-label={recipient.title}
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
        />
      </label>
    </li>
  );
}

import { useDeferredValue, useId, useState } from 'react';
import { MAX_SEARCH_QUERY_LENGTH, type RankedRecipient } from 'shared-contracts';
import { Avatar } from 'shared-client';
import { CheckCircleIcon, Spinner } from 'shared-ui';
import { useRankedRecipientsQuery } from 'shared-client/direct';
import { useDirectTranslation } from '../../i18n/messages';
import * as styles from './RecipientSearch.module.css';

/** The id a recipient is picked by: a user's pk, or a group thread's id. */
export function recipientKey(recipient: RankedRecipient): string {
  return 'user' in recipient ? `u:${recipient.user.pk}` : `t:${recipient.thread.thread_id}`;
}

/** A recipient's name as a row shows it. */
export function recipientName(recipient: RankedRecipient): string {
  return 'user' in recipient ? recipient.user.full_name || recipient.user.username : recipient.thread.thread_title;
}

/**
 * A search box over `ranked_recipients` and its results, each a toggle (docs/behaviour/direct.md#new-message).
 * Typing asks again and aborts the request before, so only the latest query's answer shows.
 */
export function RecipientSearch({
  selected,
  onToggle,
  showThreads = false,
  excludeUserIds = [],
  autoFocus = false,
}: {
  selected: ReadonlySet<string>;
  onToggle: (recipient: RankedRecipient) => void;
  showThreads?: boolean;
  excludeUserIds?: readonly string[];
  autoFocus?: boolean;
}) {
  const t = useDirectTranslation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const recipients = useRankedRecipientsQuery(deferred, { showThreads });
  const inputId = useId();
  const shown = (recipients.data?.ranked_recipients ?? []).filter(
    (r) => !('user' in r) || !excludeUserIds.includes(r.user.pk),
  );
  return (
    <div className={styles.search}>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {t('new.to')}
        </label>
        <input
          id={inputId}
          type="search"
          maxLength={MAX_SEARCH_QUERY_LENGTH}
          className={styles.input}
          placeholder={t('new.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoFocus={autoFocus}
        />
      </div>
      {!query.trim() && <h2 className={styles.heading}>{t('new.suggested')}</h2>}
      {recipients.isError && <p className={styles.note}>{t('new.error')}</p>}
      {!recipients.data && recipients.isFetching && (
        <div className={styles.loading}>
          <Spinner size="inline" />
        </div>
      )}
      {recipients.data && shown.length === 0 && <p className={styles.note}>{t('new.noResults')}</p>}
      <ul className={styles.list}>
        {shown.map((recipient) => {
          const key = recipientKey(recipient);
          const name = recipientName(recipient);
          const isSelected = selected.has(key);
          const picture =
            'user' in recipient ? recipient.user.profile_pic_url : recipient.thread.users[0]?.profile_pic_url;
          return (
            <li key={key}>
              <button
                type="button"
                className={styles.row}
                aria-pressed={isSelected}
                onClick={() => onToggle(recipient)}
              >
                {picture ? <Avatar src={picture} size={44} /> : <span className={styles.placeholder} />}
                <span className={styles.names}>
                  <span className={styles.name}>{name}</span>
                  {'user' in recipient && <span className={styles.username}>{recipient.user.username}</span>}
                </span>
                <span className={isSelected ? `${styles.check} ${styles.checked}` : styles.check}>
                  {isSelected && <CheckCircleIcon size={24} label={t('new.selected')} />}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

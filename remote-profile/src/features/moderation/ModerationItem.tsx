import { useId, useState } from 'react';
import type { ModerationQueueItem } from 'shared-contracts';
import { Button } from 'shared-ui';
import { useReportTranslation } from 'shared-client/report';
import type { ModerationAction } from './moderation-api';
import { useModerationTranslation } from './moderation-messages';
import * as styles from './Moderation.module.css';

const DAYS = ['1', '7', '30', 'forever'] as const;

/**
 * One reported item of the queue (docs/behaviour/moderation.md#the-queue): what it is and whose,
 * its reports and their words, the content, and the actions, each sent with the note.
 */
export function ModerationItem({
  item,
  busy,
  onAct,
}: {
  item: ModerationQueueItem;
  busy: boolean;
  onAct: (action: ModerationAction, note: string) => void;
}) {
  const t = useModerationTranslation();
  const tr = useReportTranslation();
  const noteId = useId();
  const daysId = useId();
  const [note, setNote] = useState('');
  const [days, setDays] = useState<(typeof DAYS)[number]>('7');
  const owner = item.content.owner_id;
  const kind = t(`moderation.kind.${item.kind}`);
  const disabled = busy || note.trim() === '';
  const act = (action: ModerationAction) => onAct(action, note.trim());
  const onItem = (action: 'dismiss' | 'remove') => act({ on: 'item', action, kind: item.kind, id: item.target_id });

  return (
    <li className={styles.item} data-testid="moderation-item" data-kind={item.kind} data-target={item.target_id}>
      <p className={styles.what}>
        {t('moderation.item', { kind, owner: item.content.owner_username ?? '?' })} ·{' '}
        {t('moderation.reports', { count: item.report_count })}
      </p>
      <p className={styles.meta}>
        {Object.entries(item.reasons)
          .map(([reason, count]) => `${tr(`report.reason.${reason}` as 'report.reason.spam')} (${count})`)
          .join(', ')}
      </p>
      {item.texts.map((text, index) => (
        <p key={index} className={styles.meta}>
          “{text}”
        </p>
      ))}
      {item.content.gone ? (
        <p className={styles.content}>{t('moderation.gone')}</p>
      ) : (
        <p className={styles.content} data-testid="moderation-content">
          {item.content.text}
        </p>
      )}
      {item.owner_suspended && <p className={styles.meta}>{t('moderation.ownerSuspended')}</p>}
      {item.owner_limited && <p className={styles.meta}>{t('moderation.ownerLimited')}</p>}
      <label className={styles.field} htmlFor={noteId}>
        {t('moderation.note')}
        <textarea
          id={noteId}
          className="lm-form-input"
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <label className={styles.field} htmlFor={daysId}>
        {t('moderation.days')}
        <select
          id={daysId}
          className="lm-form-input"
          value={days}
          onChange={(event) => setDays(event.target.value as (typeof DAYS)[number])}
        >
          {DAYS.map((value) => (
            <option key={value} value={value}>
              {t(`moderation.days.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" disabled={disabled} onClick={() => onItem('dismiss')}>
          {t('moderation.dismiss')}
        </Button>
        {item.kind !== 'account' && !item.content.gone && (
          <Button variant="danger" size="small" disabled={disabled} onClick={() => onItem('remove')}>
            {t('moderation.remove')}
          </Button>
        )}
        {owner && (
          <Button
            variant="secondary"
            size="small"
            disabled={disabled}
            onClick={() => act({ on: 'account', action: 'limit', id: owner })}
          >
            {t('moderation.limit')}
          </Button>
        )}
        {owner && (
          <Button
            variant="danger"
            size="small"
            disabled={disabled}
            onClick={() => act({ on: 'account', action: 'suspend', id: owner, days: days === 'forever' ? '' : days })}
          >
            {t('moderation.suspend')}
          </Button>
        )}
      </div>
    </li>
  );
}

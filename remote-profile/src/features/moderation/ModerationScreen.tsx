import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { EmptyState, LoadingState, RetryPanel, useDocumentTitle, useLocale } from 'shared-ui';
import { fetchModerationLog, fetchModerationQueue, moderate, type ModerationAction } from './moderation-api';
import { ModerationItem } from './ModerationItem';
import { useModerationTranslation } from './moderation-messages';
import * as styles from './Moderation.module.css';

const KEYS = { queue: ['moderation', 'queue'], log: ['moderation', 'log'] } as const;

/**
 * /moderation/ (docs/behaviour/moderation.md#the-moderation-area): the open reports grouped by
 * item with their actions, and the audit log. The server answers its calls to moderators only;
 * anyone else sees the page is not available, as for any page that is not there.
 */
export default function ModerationScreen() {
  const t = useModerationTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  useDocumentTitle(t('moderation.title'));
  const queue = useQuery({ queryKey: KEYS.queue, queryFn: ({ signal }) => fetchModerationQueue(signal) });
  const log = useQuery({
    queryKey: KEYS.log,
    queryFn: ({ signal }) => fetchModerationLog(signal),
    enabled: queue.isSuccess,
  });
  const action = useMutation({
    mutationFn: ({ what, note }: { what: ModerationAction; note: string }) => moderate(what, note),
    onSuccess: () => requestToast({ message: t('moderation.done') }),
    onError: () => requestToast({ message: t('moderation.failed') }),
    onSettled: () => client.invalidateQueries({ queryKey: ['moderation'] }),
  });

  if (queue.isError && isApiError(queue.error, 'not_found'))
    return (
      <main className={styles.page}>
        <EmptyState title={t('moderation.notAvailable')} testId="moderation-not-available" />
      </main>
    );
  const when = (ms: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

  return (
    <main className={styles.page} data-testid="moderation-page">
      <h1 className={styles.heading}>{t('moderation.title')}</h1>
      <section aria-labelledby="moderation-queue">
        <h2 className={styles.heading} id="moderation-queue">
          {t('moderation.queue')}
        </h2>
        {queue.isPending ? (
          <LoadingState label={t('moderation.loading')} />
        ) : queue.isError ? (
          <RetryPanel message={t('moderation.error')} onRetry={() => void queue.refetch()} />
        ) : queue.data.items.length === 0 ? (
          <p className={styles.meta}>{t('moderation.queueEmpty')}</p>
        ) : (
          <ul className={styles.list}>
            {queue.data.items.map((item) => (
              <ModerationItem
                key={`${item.kind}:${item.target_id}`}
                item={item}
                busy={action.isPending}
                onAct={(what, note) => action.mutate({ what, note })}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="moderation-log">
        <h2 className={styles.heading} id="moderation-log">
          {t('moderation.log')}
        </h2>
        {log.data && log.data.entries.length === 0 && <p className={styles.meta}>{t('moderation.logEmpty')}</p>}
        {log.data && log.data.entries.length > 0 && (
          <ul className={styles.list} data-testid="moderation-log">
            {log.data.entries.map((entry) => (
              <li key={entry.id} className={styles.item}>
                <p className={styles.what}>
                  {t('moderation.logEntry', {
                    moderator: entry.moderator,
                    action: entry.action,
                    kind: entry.kind,
                    target: entry.target_username ?? entry.target_id,
                  })}
                </p>
                <p className={styles.meta}>
                  {entry.note} · {when(entry.created_at)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

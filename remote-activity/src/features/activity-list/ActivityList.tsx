import { useEffect, useEffectEvent, useRef } from 'react';
import type { AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { EmptyState, ActivityIcon, LoadingState, RetryPanel, Spinner } from 'shared-ui';
import { useActivityTranslation } from '../../i18n/messages';
import { useActivityList, useMarkActivitySeen } from './activity-queries';
import { ActivityRowView } from './ActivityRowView';
import { inSections } from './sections';
import * as styles from './ActivityList.module.css';

/** Distance below the view at which the next page is asked for, so it lands before the end. */
const PREFETCH_MARGIN = '0px 0px 600px 0px';

/** Calls `onReach` when the returned element nears the view (the list's end), while `enabled`. */
function useNearEnd(onReach: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement | null>(null);
  const reached = useEffectEvent(onReach);
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reached(), {
      rootMargin: PREFETCH_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/**
 * The activity list of the panel and the page (docs/behaviour/activity.md#the-screens): rows in
 * sections (Today, This week, This month, Earlier), older pages as the end nears. Once a page has
 * shown, the activity is marked seen, which clears the badge; while it is open, each
 * `activity-badge` push (a notification came or went) fetches it again, and a new one is seen too. The sections' headings
 * sit one level under the frame's title (`sectionHeading`).
 */
export function ActivityList({ sectionHeading: Heading }: { sectionHeading: 'h2' | 'h3' }) {
  const t = useActivityTranslation();
  const list = useActivityList();
  const seen = useMarkActivitySeen();
  const markSeen = seen.mutate;
  const { refetch } = list;
  const loaded = list.isSuccess;
  const sentinel = useNearEnd(() => void list.fetchNextPage(), list.hasNextPage && !list.isFetchingNextPage);

  useEffect(() => {
    if (loaded) markSeen();
  }, [loaded, markSeen]);
  useEffect(() => {
    const onEvent = (event: AppEvents['realtime-event']): void => {
      // A push says the list changed: a notification came, or one was taken away (an unlike).
      if (event.type !== 'activity-badge') return;
      void refetch().then(() => event.count > 0 && markSeen());
    };
    eventBus.on('realtime-event', onEvent);
    return () => eventBus.off('realtime-event', onEvent);
  }, [refetch, markSeen]);

  if (list.isPending) return <LoadingState label={t('activity.loading')} />;
  if (list.isError) return <RetryPanel message={t('activity.error')} onRetry={() => void refetch()} />;
  const rows = list.data.pages.flatMap((page) => page.rows);
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<ActivityIcon className={styles.emptyIcon} />}
        title={t('activity.empty')}
        body={t('activity.emptyBody')}
        compact
        testId="activity-empty"
      />
    );
  }
  // Sections and times are read at the list's last answer, so a render never moves a row.
  const now = list.dataUpdatedAt;
  return (
    <div data-testid="activity-list">
      {inSections(rows, now).map(({ section, rows: sectionRows }) => (
        <section key={section} className={styles.section} aria-labelledby={`activity-section-${section}`}>
          <Heading id={`activity-section-${section}`} className={styles.sectionTitle}>
            {t(`activity.section.${section}`)}
          </Heading>
          <ul className={styles.rows}>
            {sectionRows.map((row) => (
              <ActivityRowView key={row.id} row={row} nowMs={now} />
            ))}
          </ul>
        </section>
      ))}
      {list.hasNextPage && <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />}
      {list.isFetchingNextPage && (
        <div className={styles.more} role="status">
          <Spinner size="inline" />
          <span className="lm-visually-hidden">{t('activity.loadingMore')}</span>
        </div>
      )}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { EmptyState, LoadingState, RetryPanel, useLocale } from 'shared-ui';
import { fetchOwnReports, useReportTranslation } from 'shared-client/report';
import { SettingsLayout } from '../settings/SettingsLayout';
import { useReportsTranslation } from './reports-messages';
import * as settingsStyles from '../settings/Settings.module.css';
import * as styles from './YourReports.module.css';

/**
 * /accounts/reports/ (docs/behaviour/moderation.md#your-reports): the viewer's reports, newest
 * first, each with what was reported, why, when, and what became of it.
 */
export default function YourReportsScreen() {
  const t = useReportsTranslation();
  const tr = useReportTranslation();
  const locale = useLocale();
  const reports = useQuery({ queryKey: ['reports', 'mine'], queryFn: ({ signal }) => fetchOwnReports(signal) });
  const date = (ms: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(ms);

  return (
    <SettingsLayout section="reports">
      <p className={settingsStyles.intro}>{t('reports.intro')}</p>
      {reports.isPending ? (
        <LoadingState label={t('reports.loading')} />
      ) : reports.isError ? (
        <RetryPanel message={t('reports.error')} onRetry={() => void reports.refetch()} />
      ) : reports.data.reports.length === 0 ? (
        <EmptyState title={t('reports.empty')} />
      ) : (
        <ul className={settingsStyles.list} aria-label={t('reports.list')} data-testid="report-list">
          {reports.data.reports.map((report) => (
            <li key={report.id} className={styles.row} data-testid="report-row" data-status={report.status}>
              <p className={styles.what}>
                {t(`reports.kind.${report.kind}`)} · {tr(`report.reason.${report.reason}`)}
              </p>
              <p className={styles.details}>
                {t(`reports.status.${report.status}`)} · {t('reports.when', { date: date(report.created_at) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SettingsLayout>
  );
}

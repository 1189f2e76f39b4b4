import { useDocumentTitle } from 'shared-ui';
import { useActivityTranslation } from '../../i18n/messages';
import { ActivityList } from '../activity-list/ActivityList';
import * as styles from './ActivityPage.module.css';

/**
 * /accounts/activity/: the notifications as a page, where the phones' Notifications entry leads
 * (docs/behaviour/activity.md#the-screens). A wide screen reaching it by its address gets the same
 * list in the page's column.
 */
export default function ActivityPage() {
  const t = useActivityTranslation();
  useDocumentTitle(t('activity.documentTitle'));
  return (
    <main className={styles.page} data-testid="activity-page">
      <h1 className={styles.heading}>{t('activity.title')}</h1>
      <ActivityList sectionHeading="h2" />
    </main>
  );
}

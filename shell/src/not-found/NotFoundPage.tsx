import { useEffect } from 'react';
import { Link } from 'react-router';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './NotFoundPage.module.css';

/** The not-found page (docs/routes.md#not-found); its layout adapts to mobile and desktop, logged in or out. */
export function NotFoundPage() {
  const t = useShellTranslation();
  useEffect(() => {
    const previous = document.title;
    document.title = `${t('notFound.title')} • ${t('app.name')}`;
    return () => {
      document.title = previous;
    };
  }, [t]);
  return (
    <main className={styles.page} data-testid="not-found">
      <h1 className={styles.heading}>{t('notFound.heading')}</h1>
      <p className={styles.body}>
        {t('notFound.body')}{' '}
        <Link to="/" className={styles.home}>
          {t('notFound.home')}
        </Link>
      </p>
    </main>
  );
}

import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSession } from 'shared-client';
import { useTranslator } from 'shared-ui';
import { buttonClassName, MEDIA_QUERIES, useMediaQuery } from 'shared-ui';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { VisitorButtons } from '../visitors/VisitorButtons';
import { notFoundCatalogs } from './not-found-messages';
import * as styles from './NotFoundPage.module.css';

/** The four layouts of the not-found page: phone or desktop, logged in or out. */
export type NotFoundVariant = 'desktop-logged-in' | 'desktop-logged-out' | 'phone-logged-in' | 'phone-logged-out';

const VARIANT_CLASS: Record<NotFoundVariant, string | undefined> = {
  'desktop-logged-in': styles.desktop,
  'desktop-logged-out': styles.desktop,
  'phone-logged-in': styles.phone,
  'phone-logged-out': `${styles.phone} ${styles.phoneVisitor}`,
};

export function notFoundVariant(phone: boolean, loggedIn: boolean): NotFoundVariant {
  return `${phone ? 'phone' : 'desktop'}-${loggedIn ? 'logged-in' : 'logged-out'}`;
}

/**
 * The not-found page (docs/behaviour/not-found.md#variants) in four variants. Everyone gets the apology and
 * a way home (a button for a logged-in phone, the text link otherwise); a visitor also gets Log in
 * and Sign up, in the exposure flag's order.
 */
export function NotFoundPage() {
  const t = useShellTranslation();
  const tv = useTranslator(notFoundCatalogs);
  const loggedIn = useSession().status === 'authenticated';
  const phone = useMediaQuery(MEDIA_QUERIES.phone);
  const variant = notFoundVariant(phone, loggedIn);
  useEffect(() => {
    const previous = document.title;
    document.title = `${t('notFound.title')} • ${t('app.name')}`;
    return () => {
      document.title = previous;
    };
  }, [t]);
  return (
    <main className={`${styles.page} ${VARIANT_CLASS[variant] ?? ''}`} data-testid="not-found" data-variant={variant}>
      <h1 className={styles.heading}>{t('notFound.heading')}</h1>
      <p className={styles.body}>
        {t('notFound.body')}
        {!(phone && loggedIn) && (
          <>
            {' '}
            <Link to="/" className={styles.home}>
              {t('notFound.home')}
            </Link>
          </>
        )}
      </p>
      {phone && loggedIn && (
        <Link to="/" className={`${buttonClassName({ fullWidth: true })} ${styles.homeButton}`}>
          {tv('phone.home')}
        </Link>
      )}
      {!loggedIn && (
        <section className={styles.visitor} aria-label={tv('visitor.prompt')}>
          <p className={styles.prompt}>{tv('visitor.prompt')}</p>
          <VisitorButtons login={tv('visitor.login')} signup={tv('visitor.signup')} className={styles.buttons} />
        </section>
      )}
    </main>
  );
}

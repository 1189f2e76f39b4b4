import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslator } from 'shared-ui';
import { helpCatalogs, type HelpMessageKey } from './help-messages';
import * as styles from './HelpPage.module.css';

/** The help topics, each at its own path (HELP_PATHS; docs/routes.md#help-pages). */
export type HelpTopic = 'sensitive' | 'facts' | 'spam';

/** The sections of each topic, in reading order; each has a heading and a body in the catalogs. */
const SECTIONS: Readonly<Record<HelpTopic, readonly string[]>> = {
  sensitive: ['what', 'see', 'author'],
  facts: ['what', 'why'],
  spam: ['rule', 'next', 'mistake'],
};

/**
 * A help page: a title, an introduction, a few headed sections and a link home, in the
 * interface's language. The product's "See why" and "Tell us" links open these in a new tab, so
 * the link goes home rather than back.
 */
export function HelpPage({ topic }: { topic: HelpTopic }) {
  const t = useTranslator(helpCatalogs);
  const key = (suffix: string) => `help.${topic}.${suffix}` as HelpMessageKey;
  const title = t(key('title'));
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} • Lumen`;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <main className={styles.page} data-testid="help-page" data-topic={topic}>
      <article aria-labelledby="help-title">
        <p className={styles.label}>{t('help.label')}</p>
        <h1 id="help-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{t(key('intro'))}</p>
        {SECTIONS[topic].map((section) => (
          <section key={section} className={styles.section} aria-labelledby={`help-${section}`}>
            <h2 id={`help-${section}`} className={styles.heading}>
              {t(key(`${section}.heading`))}
            </h2>
            <p className={styles.body}>{t(key(`${section}.body`))}</p>
          </section>
        ))}
        <Link to="/" className={styles.back}>
          {t('help.back')}
        </Link>
      </article>
    </main>
  );
}

import { useEffect } from 'react';
import { eventBus } from 'shared-contracts/bus';
import { Button } from 'shared-ui';
import { OPT_OUT_PAGES } from '../cookie-dialog/CookieLinks';
import { usePolicyTranslation, type PolicyMessageKey } from './policy-messages';
import * as styles from './CookiePolicyPage.module.css';

/** The cookies the website sets, as the policy lists them (docs/behaviour/consent.md#the-cookie-policy). */
const COOKIES: ReadonlyArray<{ name: string; category: PolicyMessageKey; lifetime: PolicyMessageKey }> = [
  { name: 'sessionid', category: 'category.essential', lifetime: 'lifetime.session' },
  { name: 'csrftoken', category: 'category.essential', lifetime: 'lifetime.year' },
  { name: 'lumen_did', category: 'category.essential', lifetime: 'lifetime.twoYears' },
  { name: 'lumen_aid', category: 'category.analytics', lifetime: 'lifetime.year' },
];

const OPT_OUT_LABELS: Record<(typeof OPT_OUT_PAGES)[number]['key'], PolicyMessageKey> = {
  'links.optOut.us': 'optOut.us',
  'links.optOut.canada': 'optOut.canada',
  'links.optOut.europe': 'optOut.europe',
};

/** `/legal/cookies/`: our cookie policy, for visitors and members alike. */
export default function CookiePolicyPage() {
  const t = usePolicyTranslation();
  useEffect(() => {
    document.title = t('page.documentTitle');
  }, [t]);

  return (
    <main className={styles.page} data-testid="cookie-policy">
      <h1 className={styles.title}>{t('page.title')}</h1>
      <p>{t('page.updated')}</p>

      <h2>{t('what.title')}</h2>
      <p>{t('what.text')}</p>

      <h2>{t('ours.title')}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="lm-visually-hidden">{t('ours.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ours.name')}</th>
              <th scope="col">{t('ours.category')}</th>
              <th scope="col">{t('ours.purpose')}</th>
              <th scope="col">{t('ours.lifetime')}</th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row">
                  <code>{cookie.name}</code>
                </th>
                <td>{t(cookie.category)}</td>
                <td>{t(`cookie.${cookie.name}` as PolicyMessageKey)}</td>
                <td>{t(cookie.lifetime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>{t('storage.title')}</h2>
      <p>{t('storage.text')}</p>

      <h2>{t('analytics.title')}</h2>
      <p>{t('analytics.text')}</p>

      <h2 id="other-companies">{t('others.title')}</h2>
      <p>{t('others.text')}</p>

      <h2>{t('choices.title')}</h2>
      <p>{t('choices.text')}</p>
      <Button variant="secondary" onClick={() => eventBus.emit('consent-dialog-requested', {})}>
        {t('choices.settings')}
      </Button>
      <p>{t('choices.optOut')}</p>
      <ul>
        {OPT_OUT_PAGES.map((page) => (
          <li key={page.key}>
            <a href={page.href} target="_blank" rel="noopener noreferrer">
              {t(OPT_OUT_LABELS[page.key])}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}

import { useEffect } from 'react';
import { useSearchTranslation } from '../../i18n/messages';
import { SearchBody } from './SearchBody';
import { useSearchQueryParam } from './use-search-query-param';
import * as styles from './SearchScreen.module.css';

/**
 * /explore/search/?q=…: the search as a page (phones; on a desktop the left nav's panel holds the
 * same search). The query lives in the URL.
 */
export default function SearchScreen() {
  const t = useSearchTranslation();
  const [query, setQuery] = useSearchQueryParam();

  useEffect(() => {
    document.title = t('search.documentTitle');
  }, [t]);

  return (
    <main className={styles.page}>
      <SearchBody
        query={query}
        onQueryChange={setQuery}
        heading={<h1 className={styles.heading}>{t('search.title')}</h1>}
        testId="search-page"
      />
    </main>
  );
}

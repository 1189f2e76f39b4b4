import { useState, type KeyboardEvent } from 'react';
import type { SlotProps } from 'shared-contracts';
import { useSearchTranslation } from '../../i18n/messages';
import { SearchBody } from '../search-page/SearchBody';
import * as styles from './SearchPanel.module.css';

/**
 * The desktop search (slot `search.panel`): a panel beside the left nav with the same search as
 * the page, framed by the kit's lm-nav-panel. The query lives in the panel, not the URL: the page below stays as it is. Escape
 * closes it; following a result closes it too (the shell closes it on navigation)
 * (docs/behaviour/search.md#the-search-panel).
 */
export default function SearchPanel({ onClose }: SlotProps) {
  const t = useSearchTranslation();
  const [query, setQuery] = useState('');
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <section className="lm-nav-panel" aria-labelledby="search-panel-title" onKeyDown={handleKeyDown}>
      <SearchBody
        query={query}
        onQueryChange={setQuery}
        heading={
          <h2 id="search-panel-title" className={styles.heading}>
            {t('search.title')}
          </h2>
        }
        className={styles.body}
        testId="search-panel"
      />
    </section>
  );
}

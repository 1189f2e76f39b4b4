import { useId, useRef, useState } from 'react';
import type { SuggestedUser } from 'shared-contracts';
import { ChevronIcon } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import { useDismissedSuggestions } from './dismissed-suggestions';
import { SuggestedUserCard } from './SuggestedUserCard';
import * as styles from './SuggestedUsers.module.css';

/**
 * The feed's "Suggested for you" module: a horizontal carousel of account cards (scrolls by
 * touch, wheel or the arrow buttons). Dismissed accounts leave at once and never return this
 * session; the module disappears when none are left.
 */
export function SuggestedUsers({ users }: { users: readonly SuggestedUser[] }) {
  const t = useFeedTranslation();
  const isDismissed = useDismissedSuggestions();
  const titleId = useId();
  const scrollerRef = useRef<HTMLUListElement | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const shown = users.filter((suggestion) => !isDismissed(suggestion.user.pk));
  if (shown.length === 0) return null;

  const scrollBy = (direction: 1 | -1): void => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollBy({ left: direction * scroller.clientWidth * 0.8, behavior: 'smooth' });
  };

  const handleScroll = (): void => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const atStart = scroller.scrollLeft <= 1;
    const atEnd = scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 1;
    setEdges((previous) => (previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd }));
  };

  return (
    <section className={styles.module} aria-labelledby={titleId} data-testid="suggested-users">
      <h2 id={titleId} className={styles.title}>
        {t('suggested.title')}
      </h2>
      <div className={styles.viewport}>
        <ul ref={scrollerRef} className={styles.scroller} onScroll={handleScroll}>
          {shown.map((suggestion) => (
            <SuggestedUserCard key={suggestion.user.pk} suggestion={suggestion} />
          ))}
        </ul>
        {shown.length > 2 && !edges.atStart && (
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowPrev}`}
            onClick={() => scrollBy(-1)}
            aria-label={t('suggested.prev')}
          >
            <ChevronIcon direction="left" size={16} />
          </button>
        )}
        {shown.length > 2 && !edges.atEnd && (
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowNext}`}
            onClick={() => scrollBy(1)}
            aria-label={t('suggested.next')}
          >
            <ChevronIcon direction="right" size={16} />
          </button>
        )}
      </div>
    </section>
  );
}

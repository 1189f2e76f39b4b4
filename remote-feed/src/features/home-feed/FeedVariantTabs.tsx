import { useRef, type KeyboardEvent } from 'react';
import type { FeedVariant } from 'shared-contracts';
import { useFeedTranslation } from '../../i18n/messages';
import * as styles from './HomeFeedScreen.module.css';

/** The variants the viewer can pick, in order ("past_posts" follows the end of "home"). */
export const PICKABLE_VARIANTS = ['home', 'following', 'favorites'] as const;

/** Id of a variant's tab, and of the panel all tabs control. */
export const variantTabId = (variant: FeedVariant) => `feed-tab-${variant}`;
export const FEED_PANEL_ID = 'feed-panel';

/** A tab list of feed variants: arrows, Home and End move between tabs (roving tabindex). */
export function FeedVariantTabs({ value, onChange }: { value: FeedVariant; onChange: (variant: FeedVariant) => void }) {
  const t = useFeedTranslation();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const current = PICKABLE_VARIANTS.indexOf(value as (typeof PICKABLE_VARIANTS)[number]);
    const last = PICKABLE_VARIANTS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const variant = PICKABLE_VARIANTS[next];
    if (variant) {
      onChange(variant);
      tabs.current[next]?.focus();
    }
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label={t('feed.variant.label')} onKeyDown={handleKeyDown}>
      {PICKABLE_VARIANTS.map((variant, index) => (
        <button
          key={variant}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={variantTabId(variant)}
          aria-selected={variant === value}
          aria-controls={FEED_PANEL_ID}
          tabIndex={variant === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(variant)}
        >
          {t(`feed.variant.${variant}`)}
        </button>
      ))}
    </div>
  );
}

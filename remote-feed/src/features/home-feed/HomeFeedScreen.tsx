import { lazy, Suspense, useEffect } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import { type FeedVariant } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { useFeedTranslation } from '../../i18n/messages';
import { FeedList } from './FeedList';
import { usePostShortcuts } from './post-shortcuts';
import { FEED_PANEL_ID, FeedVariantTabs, PICKABLE_VARIANTS, variantTabId } from './FeedVariantTabs';
import * as styles from './HomeFeedScreen.module.css';

// The tray and its calls (shared-client/stories) load after the feed, off its first load. One
// chunk with the post headers' ring (RingedAvatarLink): both come on the home feed, and apart they
// each carried the stories strings.
const StoriesTray = lazy(() => import(/* webpackChunkName: "stories-tray" */ '../stories/StoriesTray'));

/** The variant in the URL (`/?variant=following`); the ranked home feed by default. */
export function parseVariant(value: string | null): FeedVariant {
  return PICKABLE_VARIANTS.find((variant) => variant === value) ?? 'home';
}

/** The logged-in home feed: a variant switcher over the windowed feed of that variant. */
export default function HomeFeedScreen() {
  const t = useFeedTranslation();
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const variant = parseVariant(params.get('variant'));
  usePostShortcuts();

  useEffect(() => {
    document.title = `${t('feed.title')} • Lumen`;
  }, [t]);

  const handleVariantChange = (next: FeedVariant): void => {
    if (next === variant) return;
    setParams(next === 'home' ? {} : { variant: next });
    eventBus.emit('feed-variant-changed', { variant: next });
  };

  return (
    <main className={styles.feed} data-testid="home-feed" data-variant={variant}>
      <h1 className="lm-visually-hidden">{t('feed.title')}</h1>
      <Suspense fallback={<div className={styles.trayPlaceholder} aria-hidden="true" />}>
        <StoriesTray />
      </Suspense>
      <FeedVariantTabs value={variant} onChange={handleVariantChange} />
      <div role="tabpanel" id={FEED_PANEL_ID} aria-labelledby={variantTabId(variant)} className={styles.panel}>
        <FeedList key={variant} variant={variant} restore={navigationType === 'POP'} />
      </div>
    </main>
  );
}

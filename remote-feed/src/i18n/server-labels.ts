import type { Translate } from 'shared-contracts';
import type { FeedMessageKey } from './messages';

/*
 * The server sends an ad's call to action and a post's transparency label as the operator typed
 * them, in English. The standard ones are the product's own words and are shown in the reader's
 * language; any other text is the operator's and is shown as given
 * (docs/behaviour/feed.md#ads, #how-a-post-is-displayed).
 */

const AD_CALLS_TO_ACTION: Readonly<Record<string, FeedMessageKey>> = {
  'learn more': 'ad.cta.learnMore',
  'shop now': 'ad.cta.shopNow',
  'book now': 'ad.cta.bookNow',
  'sign up': 'ad.cta.signUp',
  'order now': 'ad.cta.orderNow',
  'contact us': 'ad.cta.contactUs',
  download: 'ad.cta.download',
  'watch more': 'ad.cta.watchMore',
};

const TRANSPARENCY_LABELS: Readonly<Record<string, FeedMessageKey>> = {
  'ai info': 'post.transparency.aiInfo',
};

/** Every standard call to action, as the server spells it (tests render each one). */
export const STANDARD_CALLS_TO_ACTION: readonly string[] = Object.keys(AD_CALLS_TO_ACTION);

function known(table: Readonly<Record<string, FeedMessageKey>>, text: string): FeedMessageKey | undefined {
  const key = text.trim().toLowerCase();
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** An ad's button text: a standard call to action translated, "Learn more" when there is none. */
export function adCallToAction(t: Translate<FeedMessageKey>, linkText: string): string {
  if (!linkText.trim()) return t('ad.cta.learnMore');
  const key = known(AD_CALLS_TO_ACTION, linkText);
  return key ? t(key) : linkText;
}

/** A post's transparency label: a standard one translated, any other as given. */
export function transparencyLabel(t: Translate<FeedMessageKey>, label: string): string {
  const key = known(TRANSPARENCY_LABELS, label);
  return key ? t(key) : label;
}

import type { Viewer } from 'shared-contracts';
import { navItemsFor } from './nav-items';
import { NavEntry } from './NavEntry';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './Nav.module.css';

/** Mobile navigation (below 768 px): a bar of icons at the bottom. */
export function BottomNav({ viewer }: { viewer: Viewer }) {
  const t = useShellTranslation();
  // Explore has its own entry on a phone too (docs/behaviour/search.md#the-explore-grid), and so
  // has Reels (docs/behaviour/shell-chrome.md#reels).
  const order = ['home', 'search', 'explore', 'reels', 'create', 'messages', 'profile'];
  const items = navItemsFor(viewer)
    .filter((item) => order.includes(item.id))
    .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  return (
    <nav className={styles.bottomNav} aria-label={t('nav.main')} data-testid="bottom-nav">
      {items.map((item) => (
        <NavEntry key={item.id} item={item} viewer={viewer} />
      ))}
    </nav>
  );
}

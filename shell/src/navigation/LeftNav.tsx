import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Viewer } from 'shared-contracts';
import { LocaleSelect, LogoIcon } from 'shared-ui';
import { navItemsFor, THREADS_ITEM } from './nav-items';
import { MoreEntry } from './MoreEntry';
import { NavEntry } from './NavEntry';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { SearchPanelHost } from './SearchPanelHost';
import * as styles from './Nav.module.css';

/** Desktop navigation (768 px and wider): icons, with labels from 1264 px. */
export function LeftNav({ viewer, onLogout }: { viewer: Viewer; onLogout: () => void }) {
  const t = useShellTranslation();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement | null>(null);
  // The page the panel was opened on: following a result (or any link) closes it
  // (docs/behaviour/search.md#the-search-panel).
  const [searchOpenedAt, setSearchOpenedAt] = useState<string | null>(null);
  const searchOpen = searchOpenedAt === pathname;
  const closeSearch = (): void => {
    setSearchOpenedAt(null);
    navRef.current?.querySelector<HTMLElement>('[data-nav="search"]')?.focus();
  };
  // On a desktop the Search entry opens the panel beside the nav instead of the search page.
  const items = navItemsFor(viewer).map((item) =>
    item.id === 'search'
      ? {
          ...item,
          path: undefined,
          onSelect: () => (searchOpen ? closeSearch() : setSearchOpenedAt(pathname)),
          isActive: () => searchOpen,
          expanded: searchOpen,
        }
      : item,
  );
  return (
    <nav ref={navRef} className={styles.leftNav} aria-label={t('nav.main')} data-testid="left-nav">
      <Link to="/" className={styles.logo} aria-label={t('app.name')}>
        <LogoIcon className={styles.logoGlyph} />
        <span className={styles.wordmark}>{t('app.name')}</span>
      </Link>
      <div className={styles.items}>
        {items.map((item) => (
          <NavEntry key={item.id} item={item} viewer={viewer} />
        ))}
      </div>
      {searchOpen && <SearchPanelHost onClose={closeSearch} />}
      <div className={styles.footer}>
        <div className={styles.language}>
          <LocaleSelect testId="language-switcher" />
        </div>
        <NavEntry item={THREADS_ITEM} viewer={viewer} />
        <MoreEntry onLogout={onLogout} />
      </div>
    </nav>
  );
}

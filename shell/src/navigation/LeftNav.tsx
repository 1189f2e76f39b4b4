import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Viewer } from 'shared-contracts';
import { LocaleSelect, LogoIcon } from 'shared-ui';
import { navItemsFor, THREADS_ITEM } from './nav-items';
import { MoreEntry } from './MoreEntry';
import { NavEntry } from './NavEntry';
import { useThreadsBadgeCount } from './threads-badge';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { NavPanelHost, type NavPanelId } from './NavPanelHost';
import * as styles from './Nav.module.css';

/** Desktop navigation (768 px and wider): icons, with labels from 1264 px. */
export function LeftNav({ viewer, onLogout }: { viewer: Viewer; onLogout: () => void }) {
  const t = useShellTranslation();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement | null>(null);
  // The open panel (search or notifications) and the page it was opened on: following a result
  // (or any link) closes it (docs/behaviour/search.md#the-search-panel,
  // docs/behaviour/activity.md#the-screens). One panel at a time.
  const [panel, setPanel] = useState<{ id: NavPanelId; at: string } | null>(null);
  const openPanel = panel?.at === pathname ? panel.id : null;
  const threadsCount = useThreadsBadgeCount(viewer.username);
  const closePanel = (): void => {
    setPanel(null);
    if (openPanel) navRef.current?.querySelector<HTMLElement>(`[data-nav="${openPanel}"]`)?.focus();
  };
  // On a desktop Search and Notifications open their panel beside the nav instead of a page.
  const items = navItemsFor(viewer).map((item) => {
    const id = item.id;
    return id === 'search' || id === 'notifications'
      ? {
          ...item,
          path: undefined,
          onSelect: () => (openPanel === id ? closePanel() : setPanel({ id, at: pathname })),
          isActive: () => openPanel === id,
          expanded: openPanel === id,
        }
      : item;
  });
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
      {openPanel && <NavPanelHost key={openPanel} panel={openPanel} onClose={closePanel} />}
      <div className={styles.footer}>
        <div className={styles.language}>
          <LocaleSelect testId="language-switcher" />
        </div>
        <NavEntry item={THREADS_ITEM} viewer={viewer} count={threadsCount} />
        <MoreEntry onLogout={onLogout} />
      </div>
    </nav>
  );
}

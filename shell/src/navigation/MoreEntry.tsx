import { lazy, Suspense, useState, type Ref } from 'react';
import {
  MEDIA_QUERIES,
  MenuIcon,
  Tooltip,
  useMediaQuery,
  type MenuTriggerProps,
  type TooltipTargetProps,
} from 'shared-ui';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './Nav.module.css';

const MoreMenu = lazy(() => import('../chrome/MoreMenu').then((m) => ({ default: m.MoreMenu })));

type TriggerProps = Partial<Omit<MenuTriggerProps, 'ref'> & Omit<TooltipTargetProps, 'ref'>> & {
  ref?: Ref<HTMLButtonElement>;
};

/** Both callback refs on one element (the tooltip's and the menu's). */
function bothRefs(...refs: Array<((element: HTMLElement | null) => void) | undefined>) {
  return (element: HTMLElement | null) => refs.forEach((ref) => ref?.(element));
}

/**
 * The left nav's "More" entry (docs/behaviour/shell-chrome.md#the-more-menu). The menu and what
 * it opens are a chunk of their own, loaded by the first press; until then this is the button.
 */
export function MoreEntry({ onLogout }: { onLogout: () => void }) {
  const t = useShellTranslation();
  const iconOnly = useMediaQuery(MEDIA_QUERIES.iconOnlyNav);
  const [loaded, setLoaded] = useState(false);
  const button = (props: TriggerProps) => (
    <button type="button" className={styles.item} aria-label={t('nav.more')} data-nav="more" {...props}>
      <MenuIcon className={styles.icon} />
      <span className={styles.label}>{t('nav.more')}</span>
    </button>
  );
  const control = (tip?: TooltipTargetProps) => {
    const { ref: tipRef, ...tipProps } = tip ?? { ref: undefined };
    const unloaded = button({
      ...tipProps,
      ref: tipRef,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: () => setLoaded(true),
    });
    if (!loaded) return unloaded;
    return (
      <Suspense fallback={unloaded}>
        <MoreMenu
          onLogout={onLogout}
          trigger={({ ref, ...menuProps }) => button({ ...tipProps, ...menuProps, ref: bothRefs(tipRef, ref) })}
        />
      </Suspense>
    );
  };
  return iconOnly ? (
    <Tooltip content={t('nav.more')} describe={false}>
      {(tip) => control(tip)}
    </Tooltip>
  ) : (
    control()
  );
}

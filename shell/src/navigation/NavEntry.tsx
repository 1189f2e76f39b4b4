import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { formatBadge, type Viewer } from 'shared-contracts';
import { Badge, MEDIA_QUERIES, Tooltip, useMediaQuery, type TooltipTargetProps } from 'shared-ui';
import type { NavItem } from './nav-items';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { useNavBadgeCount } from './nav-badges';
import * as styles from './Nav.module.css';

/**
 * One navigation entry: a link, a new-tab link or a button, with icon (or the viewer's avatar),
 * label and count. Where the left nav shows icons only, the label comes as a tooltip after the
 * pointer or keyboard focus rests on it (docs/behaviour/shell-chrome.md#tooltips).
 */
export function NavEntry({
  item,
  viewer,
  count: ownCount,
}: {
  item: NavItem;
  viewer: Viewer;
  /** A count its nav reads itself (Threads' new posts), instead of a remote's. */
  count?: number;
}) {
  const t = useShellTranslation();
  const { pathname } = useLocation();
  // Icon-only entries get tooltips (docs/behaviour/shell-chrome.md#tooltips).
  const iconOnly = useMediaQuery(MEDIA_QUERIES.iconOnlyNav);
  const active = item.isActive(pathname);
  const label = t(item.label);
  // A remote may give the entry its badge (Messages: remote-direct's unread count,
  // docs/behaviour/direct.md#the-messages-badge); Threads shows its new posts, which the left nav
  // reads once for its one Threads entry (every entry reading it was a few percent of a rendered
  // page, docs/performance.md#what-a-rendered-page-costs). The entry's name says the count too.
  const contributed = useNavBadgeCount(item.id, item.remote);
  const count = ownCount ?? contributed;
  const shown = formatBadge(count);
  const badge = shown !== null;
  const name = !badge ? label : t(item.badgeLabel ?? item.label, { count: shown });
  // The label is not displayed below 1264 px: without a count, the name is given outright.
  const named = { 'aria-label': badge ? undefined : label, 'data-nav': item.id };
  const glyph = item.Icon ? (
    <item.Icon active={active} className={styles.icon} />
  ) : (
    <img
      className={active ? styles.avatarActive : styles.avatar}
      src={viewer.profile_pic_url}
      alt=""
      width={24}
      height={24}
    />
  );
  // With a count, the name comes from hidden text rather than aria-label, so it never differs
  // from what is shown (axe's label-content-name-mismatch; the label is hidden below 1264 px).
  const content = (
    <>
      <span className={styles.iconWithBadge}>
        {glyph}
        <Badge count={count} testId={`${item.id}-badge`} />
      </span>
      <span className={styles.label} aria-hidden={badge ? true : undefined}>
        {label}
      </span>
      {badge && <span className="lm-visually-hidden">{name}</span>}
    </>
  );
  const className = active ? styles.itemActive : styles.item;
  const control = (tip?: TooltipTargetProps): ReactNode => {
    if (item.href) {
      return (
        <a {...tip} href={item.href} target="_blank" rel="noopener" className={className} {...named}>
          {content}
        </a>
      );
    }
    if (item.path) {
      return (
        <Link {...tip} to={item.path} className={className} aria-current={active ? 'page' : undefined} {...named}>
          {content}
        </Link>
      );
    }
    return (
      <button
        {...tip}
        type="button"
        className={className}
        onClick={item.onSelect}
        aria-expanded={item.expanded}
        {...named}
      >
        {content}
      </button>
    );
  };
  return iconOnly ? (
    <Tooltip content={label} describe={false}>
      {(tip) => control(tip)}
    </Tooltip>
  ) : (
    control()
  );
}

import { Link, useLocation } from 'react-router';
import { formatBadge, type Viewer } from 'shared-contracts';
import type { NavItem } from './nav-items';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { useDirectBadgeCount } from './direct-badge';
import * as styles from './Nav.module.css';

/** One navigation entry: a link or a button, with icon (or the viewer's avatar) and label. */
export function NavEntry({ item, viewer }: { item: NavItem; viewer: Viewer }) {
  const t = useShellTranslation();
  const { pathname } = useLocation();
  const active = item.isActive(pathname);
  const label = t(item.label);
  // Messages carries the unread count; the link's name says it too (docs/behaviour/direct.md#the-messages-badge).
  const unread = useDirectBadgeCount();
  const badge = item.id === 'messages' ? formatBadge(unread) : null;
  const name = badge ? t('nav.messagesUnread', { count: badge }) : label;
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
  const icon = badge ? (
    <span className={styles.iconWithBadge}>
      {glyph}
      <span className={styles.badge} aria-hidden="true" data-testid="messages-badge">
        {badge}
      </span>
    </span>
  ) : (
    glyph
  );
  // With a count, the name comes from hidden text rather than aria-label, so it never differs
  // from what is shown (axe's label-content-name-mismatch; the label is hidden below 1264 px).
  const content = (
    <>
      {icon}
      <span className={styles.label} aria-hidden={badge ? true : undefined}>
        {label}
      </span>
      {badge && <span className="lm-visually-hidden">{name}</span>}
    </>
  );
  if (item.path) {
    return (
      <Link
        to={item.path}
        className={active ? styles.itemActive : styles.item}
        aria-current={active ? 'page' : undefined}
        title={name}
        data-nav={item.id}
      >
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={active ? styles.itemActive : styles.item}
      onClick={item.onSelect}
      aria-expanded={item.expanded}
      title={label}
      data-nav={item.id}
    >
      {content}
    </button>
  );
}

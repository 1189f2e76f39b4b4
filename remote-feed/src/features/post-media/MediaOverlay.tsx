import type { MediaOverlayInfo } from 'shared-contracts';
import { EyeOffIcon, NewsOffIcon } from 'shared-contracts/ui';
import * as styles from './MediaOverlay.module.css';

function OverlayLinks({ info }: { info: MediaOverlayInfo }) {
  return (
    <>
      {info.buttons
        .filter((button) => button.action !== 'reveal' && button.action_url)
        .map((button) => (
          <a
            key={button.action}
            className={button.button_type === 'primary' ? styles.primary : styles.secondary}
            href={button.action_url ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
          >
            {button.text}
          </a>
        ))}
    </>
  );
}

/**
 * The cover of a sensitive or misleading post (docs/behaviour/feed.md#how-a-post-is-displayed):
 * icon, title, description and buttons over the blurred media; its reveal button uncovers the post.
 */
export function MediaOverlayCover({ info, onReveal }: { info: MediaOverlayInfo; onReveal: () => void }) {
  const Icon = info.icon === 'news_off' ? NewsOffIcon : EyeOffIcon;
  const reveal = info.buttons.find((button) => button.action === 'reveal');
  return (
    <div className={styles.cover} data-testid="media-overlay" data-overlay-type={info.overlay_type} data-no-tap>
      <Icon size={40} />
      <p className={styles.title}>{info.title}</p>
      <p className={styles.description}>{info.description}</p>
      <div className={styles.buttons}>
        <OverlayLinks info={info} />
        {reveal && (
          <button type="button" className={styles.reveal} onClick={onReveal}>
            {reveal.text}
          </button>
        )}
      </div>
    </div>
  );
}

/** The banner under an uncovered (or banner-only) post: its text and its links. */
export function MediaOverlayBanner({ info }: { info: MediaOverlayInfo }) {
  if (!info.banner) return null;
  const Icon = info.icon === 'news_off' ? NewsOffIcon : EyeOffIcon;
  return (
    <div className={styles.banner} data-testid="media-overlay-banner" data-no-tap>
      <Icon size={18} />
      <span className={styles.bannerText}>{info.banner.text}</span>
      <OverlayLinks info={info} />
    </div>
  );
}

import type { MediaOverlayInfo } from 'shared-contracts';
import { EyeOffIcon, NewsOffIcon } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import * as styles from './MediaOverlay.module.css';

type OverlayButton = MediaOverlayInfo['buttons'][number];

/**
 * The overlay's words in the interface's language. The server decides which overlay a post gets
 * and where its links lead; the words come from the catalogs so they follow the language the
 * person chose, not the browser's (docs/behaviour/feed.md#how-a-post-is-displayed).
 */
function useOverlayTexts(info: MediaOverlayInfo) {
  const t = useFeedTranslation();
  const type = info.overlay_type;
  return {
    title: t(`overlay.${type}.title`),
    description: t(`overlay.${type}.description`),
    banner: type === 'misinformation' ? t('overlay.misinformation.banner') : (info.banner?.text ?? ''),
    button: (button: OverlayButton) => (button.action === 'reveal' ? t(`overlay.${type}.reveal`) : t('overlay.seeWhy')),
  };
}

function OverlayLinks({ info }: { info: MediaOverlayInfo }) {
  const texts = useOverlayTexts(info);
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
            {texts.button(button)}
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
  const texts = useOverlayTexts(info);
  return (
    <div className={styles.cover} data-testid="media-overlay" data-overlay-type={info.overlay_type} data-no-tap>
      <Icon size={40} />
      <p className={styles.title}>{texts.title}</p>
      <p className={styles.description}>{texts.description}</p>
      <div className={styles.buttons}>
        <OverlayLinks info={info} />
        {reveal && (
          <button type="button" className={styles.reveal} onClick={onReveal}>
            {texts.button(reveal)}
          </button>
        )}
      </div>
    </div>
  );
}

/** The banner under an uncovered (or banner-only) post: its text and its links. */
export function MediaOverlayBanner({ info }: { info: MediaOverlayInfo }) {
  const texts = useOverlayTexts(info);
  if (!info.banner) return null;
  const Icon = info.icon === 'news_off' ? NewsOffIcon : EyeOffIcon;
  return (
    <div className={styles.banner} data-testid="media-overlay-banner" data-no-tap>
      <Icon size={18} />
      <span className={styles.bannerText}>{texts.banner}</span>
      <OverlayLinks info={info} />
    </div>
  );
}

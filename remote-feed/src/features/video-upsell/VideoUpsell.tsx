import { useCallback, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { logImpression } from 'shared-client';
import { SHELL_PATHS } from 'shared-contracts';
import { buttonClassName } from 'shared-ui';
import { useVideoUpsellTranslation } from './video-upsell-messages';
import * as styles from './VideoUpsell.module.css';

/**
 * The upsell's lead action. The product knows two, signing up or opening the app (then signing
 * up second); Lumen has no app to open, so only signing up is offered
 * (docs/behaviour/logged-out.md#video-upsell).
 */
const VARIANT = 'sign_up';

/** Calls `onSeen` once, the first time the returned ref's element enters the viewport. */
function useFirstSight(onSeen: () => void) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onSeen();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onSeen]);
  return ref;
}

/**
 * Under a video a visitor watches: an invitation to sign up (docs/behaviour/logged-out.md#video-upsell).
 * Its impression is logged once per post, when it first comes into view.
 */
export function VideoUpsell({ mediaId }: { mediaId: string }) {
  const t = useVideoUpsellTranslation();
  const titleId = useId();
  // Once per post: a new callback (and observer) only when the post changes.
  const logSeen = useCallback(() => logImpression('video_upsell', { variant: VARIANT, media_id: mediaId }), [mediaId]);
  const ref = useFirstSight(logSeen);
  return (
    <section
      ref={ref}
      className={styles.upsell}
      aria-labelledby={titleId}
      data-testid="video-upsell"
      data-variant={VARIANT}
    >
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {t('upsell.title')}
        </h2>
        <p className={styles.body}>{t('upsell.body')}</p>
      </div>
      <div className={styles.actions}>
        <Link to={`${SHELL_PATHS.emailSignup}?source=video_upsell`} className={buttonClassName()}>
          {t('upsell.signup')}
        </Link>
      </div>
    </section>
  );
}

import { HeartIcon } from 'shared-ui';
import * as styles from './PostMedia.module.css';

/** The heart that pops over the media on a double-tap like; removes itself when its animation ends. */
export function HeartBurst({ onDone }: { onDone: () => void }) {
  return (
    <div className={styles.burst} onAnimationEnd={onDone} aria-hidden="true" data-testid="like-burst">
      <HeartIcon filled size={96} />
    </div>
  );
}

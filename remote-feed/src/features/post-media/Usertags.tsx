import { Link } from 'react-router';
import { profilePath, truncateUsername, type CarouselItem } from 'shared-contracts';
import * as styles from './PostMedia.module.css';

/** Clamps a relative tag position so the label stays inside the photo. */
export function tagPosition([x, y]: readonly [number, number]): { left: string; top: string } {
  const clamp = (v: number) => Math.min(0.95, Math.max(0.05, Number.isFinite(v) ? v : 0.5));
  return { left: `${clamp(x) * 100}%`, top: `${clamp(y) * 100}%` };
}

/** The people tagged in a photo, each a label at its x,y (relative to the photo) linking to them. */
export function Usertags({ tags }: { tags: NonNullable<CarouselItem['usertags']>['in'] }) {
  return (
    <ul className={styles.tags} data-testid="usertags">
      {tags.map((tag) => (
        <li key={tag.user.pk} className={styles.tag} style={tagPosition(tag.position)}>
          <Link to={profilePath(tag.user.username)} className={styles.tagLink}>
            {truncateUsername(tag.user.username)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { SlotProps } from 'shared-contracts';
import { useActivityTranslation } from '../../i18n/messages';
import { ActivityList } from '../activity-list/ActivityList';
import * as styles from './ActivityPanel.module.css';

/**
 * The desktop notifications (slot `activity.panel`): a panel beside the left nav (the kit's
 * lm-nav-panel, as search's),
 * holding the activity list. Focus moves into it when it opens; Escape closes it and the shell
 * gives focus back to the Notifications entry; following a row closes it (the shell closes it on
 * navigation) (docs/behaviour/activity.md#the-screens).
 */
export default function ActivityPanel({ onClose }: SlotProps) {
  const t = useActivityTranslation();
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <section
      className="lm-nav-panel"
      aria-labelledby="activity-panel-title"
      onKeyDown={handleKeyDown}
      data-testid="activity-panel"
    >
      <h2 id="activity-panel-title" className={styles.heading} tabIndex={-1} ref={heading}>
        {t('activity.title')}
      </h2>
      <ActivityList sectionHeading="h3" />
    </section>
  );
}

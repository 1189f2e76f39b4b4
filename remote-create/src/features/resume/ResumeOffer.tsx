import { Button } from 'shared-ui';
import { useCreateTranslation } from '../../i18n/messages';
import type { PublishJob } from '../publish/publish-job';
import * as styles from './ResumeOffer.module.css';

/**
 * The offer to finish a publish a reload interrupted: Resume continues its upload without choosing
 * the files again; Discard forgets it (see usePendingJob).
 */
export function ResumeOffer({
  job,
  onResume,
  onDiscard,
}: {
  job: PublishJob;
  onResume: () => void;
  onDiscard: () => void;
}) {
  const t = useCreateTranslation();
  return (
    <section className={styles.offer} aria-labelledby={`resume-${job.id}`} data-testid="resume-offer">
      <div className={styles.text}>
        <h2 id={`resume-${job.id}`} className={styles.title}>
          {t('resume.title')}
        </h2>
        <p className={styles.body}>{t('resume.body')}</p>
      </div>
      <div className={styles.actions}>
        <Button size="small" onClick={onResume} data-testid="resume-upload">
          {t('resume.action')}
        </Button>
        <Button size="small" variant="secondary" onClick={onDiscard}>
          {t('resume.discard')}
        </Button>
      </div>
    </section>
  );
}

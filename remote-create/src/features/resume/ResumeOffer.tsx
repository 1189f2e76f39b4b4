import { useNavigate } from 'react-router';
import { useCreateTranslation } from '../../i18n/messages';
import { pendingJobs } from '../publish/pending-jobs';
import type { PublishJob } from '../publish/publish-job';
import { runShare } from '../publish/share-post';
import * as styles from './ResumeOffer.module.css';

/**
 * The offer to finish a publish a reload interrupted: Resume continues its upload from the
 * server's offset (same upload ids, the files kept in IndexedDB); Discard forgets it.
 */
export function ResumeOffer({ job, onDone }: { job: PublishJob; onDone: () => void }) {
  const t = useCreateTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.offer} aria-labelledby={`resume-${job.id}`} data-testid="resume-offer">
      <div className={styles.text}>
        <h2 id={`resume-${job.id}`} className={styles.title}>
          {t('resume.title')}
        </h2>
        <p className={styles.body}>{t('resume.body')}</p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            onDone();
            void runShare(job, { navigate: (path) => void navigate(path) });
          }}
          data-testid="resume-upload"
        >
          {t('resume.action')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            onDone();
            void pendingJobs.remove(job.id);
          }}
        >
          {t('resume.discard')}
        </button>
      </div>
    </section>
  );
}

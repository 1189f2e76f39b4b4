import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { pendingJobs } from '../publish/pending-jobs';
import type { PublishJob } from '../publish/publish-job';
import { runShare } from '../publish/share-post';

/**
 * The unfinished publish kept from before a reload, if any (null while looking, or none), and what
 * can be done with it: resume it (its upload continues from the server's offset: same upload ids,
 * the files kept in IndexedDB) or discard it.
 */
export function usePendingJob(): { job: PublishJob | null; resume: () => void; discard: () => void } {
  const navigate = useNavigate();
  const [job, setJob] = useState<PublishJob | null>(null);
  useEffect(() => {
    let live = true;
    void pendingJobs.latest().then((found) => {
      if (live) setJob(found);
    });
    return () => {
      live = false;
    };
  }, []);

  const resume = useCallback(() => {
    if (!job) return;
    setJob(null);
    void runShare(job, { navigate: (path) => void navigate(path) });
  }, [job, navigate]);
  const discard = useCallback(() => {
    if (!job) return;
    setJob(null);
    void pendingJobs.remove(job.id);
  }, [job]);

  return { job, resume, discard };
}

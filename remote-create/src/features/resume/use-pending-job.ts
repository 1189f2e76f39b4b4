import { useEffect, useState } from 'react';
import { pendingJobs } from '../publish/pending-jobs';
import type { PublishJob } from '../publish/publish-job';

/** The unfinished publish kept from before a reload, if any (null while looking, or none). */
export function usePendingJob(): { job: PublishJob | null; dismiss: () => void } {
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
  return { job, dismiss: () => setJob(null) };
}

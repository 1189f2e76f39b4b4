import { eventBus, requestToast } from 'shared-contracts/bus';
import { sessionStore } from 'shared-client';
import { translate } from '../../i18n/messages';
import { HOME_PATH } from '../draft/paths';
import { draftStore, type Draft, type DraftStore, type ShareStatus } from '../draft/draft-store';
import { forgetSources } from '../draft/image-sources';
import { renderPhoto } from '../image/render-photo';
import { buildJob } from './build-job';
import { pendingJobs as defaultPendingJobs, type PendingJobs } from './pending-jobs';
import { PublishError, runJob, type JobOutcome, type JobProgress, type PublishJob } from './publish-job';

/** What sharing ended with; `busy` when another share was still running. */
export type ShareOutcome = 'published' | 'failed' | 'busy';

/** What a share needs from around it (tests replace the store and the pending list). */
export interface ShareContext {
  navigate: (path: string) => void;
  store?: DraftStore;
  pending?: PendingJobs;
  /** The draft the job came from, to show its progress and failure (none after a reload). */
  draftId?: number;
}

// One share at a time across the remote: a double click or a Retry during a share does nothing.
let shareInFlight = false;
// The last job of each draft: sharing again reuses its upload ids for files that did not change,
// so the upload resumes instead of starting over.
const lastJobs = new Map<number, PublishJob>();

function statusOf(progress: JobProgress): Extract<ShareStatus, { kind: 'sharing' }> {
  if (progress.stage === 'finishing') return { kind: 'sharing', stage: 'finishing', percent: 100 };
  const percent = Math.min(100, Math.max(0, Math.round(progress.fraction * 100)));
  return { kind: 'sharing', stage: 'uploading', percent };
}

/** Draws every photo not drawn since its last change (in the store, so the details step shows it). */
export async function renderMissing(draft: Draft, store: DraftStore = draftStore): Promise<Draft> {
  for (const item of draft.items) {
    if (item.kind !== 'photo' || item.rendered) continue;
    store.updateItem(draft.id, item.key, { rendered: await renderPhoto(item, draft.aspect) });
  }
  const current = store.getState().draft;
  return current?.id === draft.id ? current : draft;
}

function reuseUploads(job: PublishJob, previous: PublishJob | undefined): PublishJob {
  if (!previous) return job;
  return {
    ...job,
    items: job.items.map((item, index) => {
      const before = previous.items[index];
      return before && before.blob === item.blob ? { ...item, uploadId: before.uploadId } : item;
    }),
  };
}

function announceProfilePicture(outcome: Extract<JobOutcome, { kind: 'profile-picture' }>): void {
  const { viewer } = sessionStore.getState();
  if (viewer) {
    sessionStore.setSession({ ...viewer, profile_pic_url: outcome.answer.profile_pic_url });
    eventBus.emit('profile-picture-changed', {
      userId: viewer.pk,
      profilePicUrl: outcome.answer.profile_pic_url,
      hdProfilePicUrl: outcome.answer.hd_profile_pic_url_info.url,
    });
  }
}

function failureMessage(job: PublishJob, error: unknown): string {
  if (job.kind === 'profile-picture') return translate('profile.failed');
  const title = error instanceof PublishError ? error.errorTitle : null;
  return title ? translate('share.failedWithReason', { reason: title }) : translate('share.failed');
}

/**
 * Runs a publish job: the shell's sharing bar ("正在分享…") and the modal's percent while it
 * uploads, then the outcome. A post: announced (`post-created`), the draft forgotten, home, the
 * toast "照片发布成功！". A profile picture: the session updated and the offer to post it too. On
 * failure the failed state is recorded and a toast offers Retry, which reruns the same job (same
 * files and upload ids: nothing is chosen again, the upload resumes where it stopped).
 */
export async function runShare(job: PublishJob, context: ShareContext): Promise<ShareOutcome> {
  if (shareInFlight) return 'busy';
  shareInFlight = true;
  const store = context.store ?? draftStore;
  const pending = context.pending ?? defaultPendingJobs;
  const { draftId } = context;
  if (draftId !== undefined) lastJobs.set(draftId, job);
  const report = (status: Extract<ShareStatus, { kind: 'sharing' }>): void => {
    if (draftId !== undefined) store.setStatus(draftId, status);
    eventBus.emit('sharing-progress-changed', { active: true, percent: status.percent });
  };

  let outcome: JobOutcome;
  try {
    report({ kind: 'sharing', stage: 'uploading', percent: 0 });
    await pending.save(job);
    outcome = await runJob(job, (progress) => report(statusOf(progress)));
  } catch (error) {
    eventBus.emit('sharing-progress-changed', { active: false });
    if (draftId !== undefined)
      store.setStatus(draftId, { kind: 'failed', errorTitle: error instanceof PublishError ? error.errorTitle : null });
    shareInFlight = false;
    requestToast({
      message: failureMessage(job, error),
      durationMs: 10_000,
      action: {
        label: translate('share.retry'),
        onAction: () => void retryShare(job, context),
      },
    });
    return 'failed';
  }

  eventBus.emit('sharing-progress-changed', { active: false });
  shareInFlight = false;
  await pending.remove(job.id);
  if (outcome.kind === 'profile-picture') {
    announceProfilePicture(outcome);
    requestToast({ message: translate('profile.saved') });
    if (draftId !== undefined) {
      store.setStatus(draftId, { kind: 'editing' });
      store.update(draftId, { step: 'profile-upsell', profileSaved: true });
    }
    return 'published';
  }
  if (draftId !== undefined) {
    lastJobs.delete(draftId);
    // The draft is forgotten and the viewer goes home (docs/behaviour/creation.md#sharing); a post
    // offered after a profile picture resets the creation state too (finishing forgets the draft
    // whatever its mode).
    store.finish(draftId);
  }
  forgetSources(new Set(store.getState().draft?.items.map((item) => item.key)));
  eventBus.emit('post-created', { media: outcome.media });
  context.navigate(HOME_PATH);
  requestToast({ message: translate(job.kind === 'video' ? 'share.doneVideo' : 'share.done') });
  return 'published';
}

/**
 * Retry from the failure toast: with the draft still open, its current state (a caption edited
 * since counts, unchanged files keep their upload ids); otherwise the failed job as it was.
 */
export function retryShare(job: PublishJob, context: ShareContext): Promise<ShareOutcome> {
  const store = context.store ?? draftStore;
  const draft = store.getState().draft;
  if (context.draftId !== undefined && draft?.id === context.draftId && job.kind !== 'profile-picture') {
    return shareDraft(draft, context);
  }
  return runShare(job, context);
}

/** Shares a draft as a post, or (`target` profile-picture) sets its photo as the profile picture. */
export async function shareDraft(
  draft: Draft,
  context: ShareContext,
  target: 'post' | 'profile-picture' = 'post',
): Promise<ShareOutcome> {
  if (shareInFlight) return 'busy';
  const store = context.store ?? draftStore;
  let ready: Draft;
  try {
    ready = await renderMissing(draft, store);
  } catch {
    store.setStatus(draft.id, { kind: 'failed', errorTitle: null });
    requestToast({ message: translate('share.failed') });
    return 'failed';
  }
  const job = reuseUploads(buildJob(ready, target), lastJobs.get(draft.id));
  return runShare(job, { ...context, draftId: draft.id });
}

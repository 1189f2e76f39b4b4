import { eventBus, requestToast, type Media } from 'shared-contracts';
import { translate } from '../../i18n/messages';
import { HOME_PATH } from '../draft/paths';
import { draftStore, type DraftStore, type PhotoDraft, type ShareStatus } from '../draft/draft-store';
import { publishPhoto, PublishError, type PublishProgress } from './publish-photo';
import { createUploadId } from './upload-id';

/** What sharing a draft ended with; `busy` when another share was still running. */
export type ShareOutcome = 'published' | 'failed' | 'busy';

// One share at a time across the remote: a double click or a Retry during a share does nothing.
let shareInFlight = false;

function statusOf(progress: PublishProgress): Extract<ShareStatus, { kind: 'sharing' }> {
  if (progress.stage === 'finishing') return { kind: 'sharing', stage: 'finishing', percent: 100 };
  const percent = Math.min(100, Math.max(0, Math.round(progress.fraction * 100)));
  return { kind: 'sharing', stage: 'uploading', percent };
}

/**
 * Publishes a draft: shows the shell's sharing bar while uploading, then announces the post
 * (`post-created`), forgets the draft, goes home and confirms with a toast. On failure the draft
 * stays in the store with a failed state, and a toast offers Retry with the same photo.
 */
export async function sharePost(
  draft: PhotoDraft,
  navigate: (path: string) => void,
  store: DraftStore = draftStore,
): Promise<ShareOutcome> {
  if (shareInFlight) return 'busy';
  shareInFlight = true;
  const uploadId = draft.uploadId ?? createUploadId();
  store.update(draft.id, { uploadId });
  const attempt: PhotoDraft = { ...draft, uploadId };
  const report = (status: Extract<ShareStatus, { kind: 'sharing' }>): void => {
    store.setStatus(draft.id, status);
    eventBus.emit('sharing-progress-changed', { active: true, percent: status.percent });
  };

  let media: Media;
  try {
    report({ kind: 'sharing', stage: 'uploading', percent: 0 });
    media = await publishPhoto(attempt, uploadId, (progress) => report(statusOf(progress)));
  } catch (error) {
    eventBus.emit('sharing-progress-changed', { active: false });
    store.setStatus(draft.id, { kind: 'failed', errorTitle: error instanceof PublishError ? error.errorTitle : null });
    shareInFlight = false;
    requestToast({
      message: translate('share.failed'),
      action: {
        label: translate('share.retry'),
        // The draft as it is now (a caption edited since the failure counts), or as it was if the
        // viewer has moved on: Retry never asks for the file again.
        onAction: () => {
          const current = store.getState().draft;
          void sharePost(current?.id === attempt.id ? current : attempt, navigate, store);
        },
      },
    });
    return 'failed';
  }

  eventBus.emit('sharing-progress-changed', { active: false });
  shareInFlight = false;
  store.finish(draft.id);
  eventBus.emit('post-created', { media });
  navigate(HOME_PATH);
  requestToast({ message: translate('share.done') });
  return 'published';
}

import { apiClient, Avatar, type Viewer } from 'shared-contracts';
import { draftStore, type PhotoDraft, type ShareStatus } from '../draft/draft-store';
import { AltTextField } from './AltTextField';
import { CaptionField } from './CaptionField';
import { ShareStatusLine } from './ShareStatusLine';
import * as styles from './DetailsPanel.module.css';

/** The panel beside the photo: who posts, the caption, alt text, and how sharing goes. */
export function DetailsPanel({
  draft,
  status,
  locked,
  viewer,
}: {
  draft: PhotoDraft;
  status: ShareStatus;
  locked: boolean;
  viewer: Viewer | null;
}) {
  // `locked` during a share: edits would not reach the post already on its way.
  return (
    <div className={styles.panel}>
      {viewer && (
        <div className={styles.author}>
          <Avatar src={apiClient.resolveUrl(viewer.profile_pic_url)} size={28} />
          <span className={styles.username}>{viewer.username}</span>
        </div>
      )}
      <CaptionField
        value={draft.caption}
        onChange={(caption) => draftStore.update(draft.id, { caption })}
        readOnly={locked}
      />
      <AltTextField
        value={draft.altText}
        onChange={(altText) => draftStore.update(draft.id, { altText })}
        readOnly={locked}
      />
      <ShareStatusLine status={status} />
    </div>
  );
}

import type { Viewer } from 'shared-contracts';
import { Avatar } from 'shared-client';
import { useCreateTranslation } from '../../i18n/messages';
import { currentItem, draftStore, type Draft, type ShareStatus } from '../draft/draft-store';
import type { GpsLocation } from '../image/exif';
import { AdvancedSettings } from './AdvancedSettings';
import { AltTextField } from './AltTextField';
import { CaptionField } from './CaptionField';
import { CollaboratorsField } from './CollaboratorsField';
import { LocationField } from './LocationField';
import { ShareStatusLine } from './ShareStatusLine';
import * as styles from './DetailsPanel.module.css';

/** The panel beside the photo: who posts, caption, location, alt text, tags, collaborators, advanced settings, status. */
export function DetailsPanel({
  draft,
  status,
  locked,
  viewer,
}: {
  draft: Draft;
  status: ShareStatus;
  locked: boolean;
  viewer: Viewer | null;
}) {
  const t = useCreateTranslation();
  const item = currentItem(draft);
  // The first photo that knows where it was taken seeds the place suggestions.
  const gps = draft.items.reduce<GpsLocation | null>(
    (found, candidate) => found ?? (candidate.kind === 'photo' ? candidate.gps : null),
    null,
  );
  const many = draft.items.length > 1;
  // `locked` during a share: edits would not reach the post already on its way.
  return (
    <div className={styles.panel}>
      {viewer && (
        <div className={styles.author}>
          <Avatar src={viewer.profile_pic_url} size={28} />
          <span className={styles.username}>{viewer.username}</span>
        </div>
      )}
      <CaptionField
        value={draft.caption}
        onChange={(caption) => draftStore.update(draft.id, { caption })}
        readOnly={locked}
      />
      <LocationField
        value={draft.location}
        gps={gps}
        rankToken={draft.sessionId}
        onChange={(location) => draftStore.update(draft.id, { location })}
        readOnly={locked}
      />
      <AltTextField
        label={many ? t('details.altTextItem', { index: draft.current + 1 }) : undefined}
        value={item.altText}
        onChange={(altText) => draftStore.updateItem(draft.id, item.key, { altText })}
        readOnly={locked}
      />
      {item.tags.length > 0 && (
        <div className={styles.section}>
          <span className={styles.sectionLabel}>{t('tags.count', { count: item.tags.length })}</span>
          <ul className={styles.tagList}>
            {item.tags.map((tag) => (
              <li key={tag.user.pk}>@{tag.user.username}</li>
            ))}
          </ul>
        </div>
      )}
      <CollaboratorsField
        people={draft.collaborators}
        viewerPk={viewer?.pk}
        onChange={(collaborators) => draftStore.update(draft.id, { collaborators })}
        readOnly={locked}
      />
      <AdvancedSettings
        hideCounts={draft.hideCounts}
        commentsOff={draft.commentsOff}
        onChange={(changes) => draftStore.update(draft.id, changes)}
        readOnly={locked}
      />
      <ShareStatusLine status={status} />
    </div>
  );
}

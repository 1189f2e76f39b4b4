import { useId, useState } from 'react';
import { apiClient } from 'shared-client';
import { formatTimeAgo, pickCandidate, type StoryItem } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useLocale } from 'shared-ui';
import { useHighlightMutations, useStoryArchiveQuery } from 'shared-client/stories';
import { Button, Dialog, EmptyState, LoadingState, RetryPanel } from 'shared-ui';
import { useHighlightsTranslation } from './messages';
import {
  HIGHLIGHT_TITLE_MAX,
  canSaveHighlight,
  createInput,
  editInput,
  toggleStory,
  type HighlightDraft,
} from './highlight-draft';
import * as styles from './HighlightDialog.module.css';

function thumbnail(item: StoryItem): string | null {
  const candidate = pickCandidate(item.image_versions2.candidates, 150);
  return candidate ? apiClient.resolveUrl(candidate.url) : null;
}

/**
 * Making or editing a highlight (docs/behaviour/stories.md#highlights): a title, the stories
 * picked from the owner's archive (expired ones too), and the cover among the picked ones.
 * `highlightId` and `initial` edit an existing highlight; without them a new one is made.
 */
export function HighlightDialog({
  highlightId,
  initial,
  onClose,
}: {
  highlightId?: string;
  initial?: HighlightDraft;
  onClose: () => void;
}) {
  const t = useHighlightsTranslation();
  const locale = useLocale();
  const titleId = useId();
  const coverId = useId();
  const before = initial ?? { title: '', mediaIds: [], coverId: null };
  const [draft, setDraft] = useState<HighlightDraft>(before);
  const archive = useStoryArchiveQuery();
  const { create, edit } = useHighlightMutations();
  const saving = create.isPending || edit.isPending;
  const items = archive.data ?? [];
  const chosen = draft.mediaIds
    .map((id) => items.find((item) => item.id === id))
    .filter((item): item is StoryItem => item !== undefined);

  const save = async (): Promise<void> => {
    try {
      if (highlightId) await edit.mutateAsync({ highlightId, input: editInput(before, draft) });
      else await create.mutateAsync(createInput(draft));
      requestToast({ message: t(highlightId ? 'highlights.saved' : 'highlights.created') });
      onClose();
    } catch {
      requestToast({ message: t('highlights.failed') });
    }
  };

  return (
    <Dialog
      title={t(highlightId ? 'highlights.editTitle' : 'highlights.newTitle')}
      onClose={saving ? undefined : onClose}
      size="medium"
      closeButton
      busy={saving}
      testId="highlight-dialog"
      bodyClassName={styles.body}
    >
      <label className={styles.label} htmlFor={titleId}>
        {t('highlights.name')}
      </label>
      <input
        id={titleId}
        className={styles.input}
        value={draft.title}
        maxLength={HIGHLIGHT_TITLE_MAX}
        placeholder={t('highlights.namePlaceholder')}
        onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
        data-autofocus
        data-testid="highlight-title"
      />
      <h3 className={styles.heading}>{t('highlights.stories')}</h3>
      {archive.isPending ? (
        <LoadingState label={t('highlights.loading')} />
      ) : archive.isError ? (
        <RetryPanel message={t('highlights.archiveFailed')} onRetry={() => void archive.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('highlights.archiveEmpty')} />
      ) : (
        <ul className={styles.grid} aria-label={t('highlights.stories')}>
          {items.map((item) => {
            const src = thumbnail(item);
            const picked = draft.mediaIds.includes(item.id);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.story}
                  aria-pressed={picked}
                  aria-label={t('highlights.story', { when: formatTimeAgo(item.taken_at, locale) })}
                  onClick={() => setDraft(toggleStory(draft, item.id))}
                  data-testid="highlight-archive-item"
                >
                  {src && <img src={src} alt="" loading="lazy" className={styles.image} />}
                  {/* The pick order, drawn by CSS: text inside would not match the button's name. */}
                  <span
                    className={styles.check}
                    aria-hidden="true"
                    data-order={picked ? draft.mediaIds.indexOf(item.id) + 1 : undefined}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {archive.hasNextPage && (
        <Button
          variant="secondary"
          size="small"
          onClick={() => void archive.fetchNextPage()}
          busy={archive.isFetchingNextPage}
        >
          {t('highlights.more')}
        </Button>
      )}
      {chosen.length > 0 && (
        <fieldset className={styles.covers}>
          <legend className={styles.heading} id={coverId}>
            {t('highlights.cover')}
          </legend>
          {chosen.map((item, index) => {
            const src = thumbnail(item);
            return (
              <label key={item.id} className={styles.cover}>
                <input
                  type="radio"
                  name={coverId}
                  className={styles.radio}
                  checked={draft.coverId === item.id}
                  onChange={() => setDraft({ ...draft, coverId: item.id })}
                  aria-label={t('highlights.coverOption', { index: index + 1 })}
                  data-testid="highlight-cover-option"
                />
                {src && <img src={src} alt="" className={styles.coverImage} />}
              </label>
            );
          })}
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {t('highlights.cancel')}
        </Button>
        <Button
          onClick={() => void save()}
          disabled={!canSaveHighlight(draft)}
          busy={saving}
          data-testid="highlight-save"
        >
          {t(highlightId ? 'highlights.save' : 'highlights.create')}
        </Button>
      </div>
    </Dialog>
  );
}

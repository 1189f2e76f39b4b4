import { useState } from 'react';
import { type StoryReel } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useHighlightMutations } from 'shared-client/stories';
import { ActionButton, ActionList, AlertDialog, IconButton, MoreIcon, Sheet } from 'shared-ui';
import { HighlightDialog } from './HighlightDialog';
import { useHighlightsTranslation } from './messages';
import { highlightNumber } from './highlight-number';
import * as styles from './ProfileHighlights.module.css';

/**
 * The owner's "…" on a highlight (docs/behaviour/stories.md#highlights): a menu to edit it (the
 * highlight dialog, filled in) or delete it (a confirmation; its stories stay in the archive).
 */
export function HighlightOptions({ reel }: { reel: StoryReel }) {
  const t = useHighlightsTranslation();
  const { remove } = useHighlightMutations();
  const [dialog, setDialog] = useState<'menu' | 'edit' | 'delete' | null>(null);
  const close = (): void => setDialog(null);
  const title = reel.title ?? '';
  const id = highlightNumber(reel.id);

  const handleDelete = (): void => {
    remove.mutateAsync(id).then(
      () => {
        close();
        requestToast({ message: t('highlights.deleted') });
      },
      () => {
        close();
        requestToast({ message: t('highlights.deleteFailed') });
      },
    );
  };

  return (
    <>
      <IconButton
        label={t('highlights.options', { title })}
        className={styles.options}
        onClick={() => setDialog('menu')}
        aria-haspopup="dialog"
        data-testid="highlight-options"
      >
        <MoreIcon size={16} />
      </IconButton>
      {dialog === 'menu' && (
        <Sheet title={t('highlights.options', { title })} heading="hidden" onClose={close} testId="highlight-menu">
          <ActionList flush>
            <ActionButton onClick={() => setDialog('edit')} testId="highlight-edit">
              {t('highlights.edit')}
            </ActionButton>
            <ActionButton tone="danger" onClick={() => setDialog('delete')} testId="highlight-delete">
              {t('highlights.delete')}
            </ActionButton>
            <ActionButton onClick={close}>{t('highlights.cancel')}</ActionButton>
          </ActionList>
        </Sheet>
      )}
      {dialog === 'edit' && (
        <HighlightDialog
          highlightId={id}
          initial={{
            title,
            mediaIds: reel.media_ids,
            coverId: reel.cover_media?.media_id ?? reel.media_ids[0] ?? null,
          }}
          onClose={close}
        />
      )}
      {dialog === 'delete' && (
        <AlertDialog
          title={t('highlights.deleteTitle')}
          description={t('highlights.deleteBody')}
          onCancel={remove.isPending ? undefined : close}
          busy={remove.isPending}
          testId="highlight-delete-dialog"
        >
          <ActionButton
            tone="danger"
            onClick={handleDelete}
            disabled={remove.isPending}
            testId="highlight-delete-confirm"
          >
            {t('highlights.delete')}
          </ActionButton>
          <ActionButton onClick={close} disabled={remove.isPending} autoFocusOnOpen>
            {t('highlights.cancel')}
          </ActionButton>
        </AlertDialog>
      )}
    </>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { requestToast } from 'shared-contracts/bus';
import { useDeleteCollectionMutation, useRenameCollectionMutation } from 'shared-client/queries';
import { ActionButton, ActionList, AlertDialog, IconButton, MoreIcon, Sheet } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { CollectionNameDialog } from './CollectionNameDialog';

/**
 * The "..." of a named collection: a menu to rename it (a name dialog) or delete it (a
 * confirmation; the posts stay in "All posts"), after which the saved tab (`savedPath`) shows.
 */
export function CollectionOptions({
  collectionId,
  name,
  savedPath,
}: {
  collectionId: string;
  name: string;
  savedPath: string;
}) {
  const t = useProfileTranslation();
  const navigate = useNavigate();
  const rename = useRenameCollectionMutation(collectionId);
  const remove = useDeleteCollectionMutation(collectionId);
  const [dialog, setDialog] = useState<'menu' | 'rename' | 'delete' | null>(null);
  const close = (): void => setDialog(null);

  const handleRename = async (next: string): Promise<void> => {
    await rename.mutateAsync(next);
    close();
    requestToast({ message: t('profile.collections.renamed') });
  };

  const handleDelete = (): void => {
    remove.mutateAsync().then(
      () => {
        requestToast({ message: t('profile.collections.deleted') });
        navigate(savedPath);
      },
      () => {
        close();
        requestToast({ message: t('profile.genericError') });
      },
    );
  };

  return (
    <>
      <IconButton
        label={t('profile.collections.options')}
        onClick={() => setDialog('menu')}
        aria-haspopup="dialog"
        data-testid="collection-options"
      >
        <MoreIcon />
      </IconButton>
      {dialog === 'menu' && (
        <Sheet title={t('profile.collections.options')} heading="hidden" onClose={close} testId="collection-menu">
          <ActionList flush>
            <ActionButton onClick={() => setDialog('rename')} testId="collection-rename">
              {t('profile.collections.rename')}
            </ActionButton>
            <ActionButton tone="danger" onClick={() => setDialog('delete')} testId="collection-delete">
              {t('profile.collections.delete')}
            </ActionButton>
            <ActionButton onClick={close}>{t('profile.cancel')}</ActionButton>
          </ActionList>
        </Sheet>
      )}
      {dialog === 'rename' && (
        <CollectionNameDialog
          title={t('profile.collections.rename')}
          initialName={name}
          onSubmit={handleRename}
          onClose={close}
        />
      )}
      {dialog === 'delete' && (
        <AlertDialog
          title={t('profile.collections.deleteTitle')}
          description={t('profile.collections.deleteBody', { name })}
          onCancel={remove.isPending ? undefined : close}
          busy={remove.isPending}
          testId="collection-delete-dialog"
        >
          <ActionButton
            tone="danger"
            onClick={handleDelete}
            disabled={remove.isPending}
            testId="collection-delete-confirm"
          >
            {t('profile.collections.delete')}
          </ActionButton>
          <ActionButton onClick={close} disabled={remove.isPending} autoFocusOnOpen>
            {t('profile.cancel')}
          </ActionButton>
        </AlertDialog>
      )}
    </>
  );
}

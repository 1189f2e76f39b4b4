import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { RouteScreenProps } from 'shared-contracts';
import { useCreateTranslation } from '../../i18n/messages';
import { draftStore, useCreationState } from '../draft/draft-store';
import { HOME_PATH } from '../draft/paths';
import { SelectPhotoModal } from '../select-photo/SelectPhotoModal';
import { DetailsModal } from './DetailsModal';

/**
 * The 'create.style' route (/create/style/): the details step for the chosen photo. With nothing
 * chosen (a reload forgets the file) it shows the select step in place.
 */
export function CreateStyleScreen(_props: RouteScreenProps) {
  const t = useCreateTranslation();
  const navigate = useNavigate();
  const { draft, status } = useCreationState();
  const handleClose = useCallback(() => void navigate(HOME_PATH), [navigate]);
  // A photo chosen here lands in the store, which switches this screen to the details step.
  const handleChosen = useCallback(() => undefined, []);

  useEffect(() => draftStore.attachScreen(), []);

  useEffect(() => {
    document.title = `${t('create.title')} • Lumen`;
  }, [t]);

  if (!draft) return <SelectPhotoModal onClose={handleClose} onChosen={handleChosen} />;
  return <DetailsModal draft={draft} status={status} />;
}

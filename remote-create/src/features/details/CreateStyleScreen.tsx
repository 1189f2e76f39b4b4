import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logEvent, requestedCreationMode } from 'shared-client';
import type { RouteScreenProps } from 'shared-contracts';
import { useCreateTranslation } from '../../i18n/messages';
import { draftStore, useCreationState } from '../draft/draft-store';
import { HOME_PATH } from '../draft/paths';
import { ProfileUpsellModal } from '../profile-picture/ProfileUpsellModal';
import { SelectPhotoModal } from '../select-photo/SelectPhotoModal';
import { StyleModal } from '../style/StyleModal';
import { DetailsModal } from './DetailsModal';

/**
 * The 'create.style' route (/create/style/): the style step, then the details step, of the chosen
 * files. With nothing chosen (a reload forgets the files) it shows the select step in place, which
 * offers to resume a publish the reload interrupted.
 */
export function CreateStyleScreen(_props: RouteScreenProps) {
  const t = useCreateTranslation();
  const navigate = useNavigate();
  const { draft, status } = useCreationState();
  const mode = requestedCreationMode();
  // Closing an untouched profile picture change goes back where it was asked (the profile).
  const handleClose = useCallback(
    () => void (mode === 'PROFILE_PIC_POST_UPSELL' && window.history.length > 1 ? navigate(-1) : navigate(HOME_PATH)),
    [navigate, mode],
  );
  // A file chosen here lands in the store, which switches this screen to the style step.
  const handleChosen = useCallback(() => undefined, []);

  useEffect(() => draftStore.attachScreen(), []);

  useEffect(() => {
    document.title = `${t('create.title')} • Lumen`;
  }, [t]);

  // Each step of creation as it is reached (docs/behaviour/analytics.md#events).
  const step = draft?.step ?? 'select';
  useEffect(() => {
    logEvent({ event: 'creation_step', category: 'creation', flow: 'create_post', step });
  }, [step]);

  if (!draft) return <SelectPhotoModal onClose={handleClose} onChosen={handleChosen} mode={mode} />;
  if (draft.step === 'profile-upsell') return <ProfileUpsellModal draft={draft} />;
  if (draft.step === 'details') return <DetailsModal draft={draft} status={status} />;
  return <StyleModal draft={draft} status={status} />;
}

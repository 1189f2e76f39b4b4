import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { requestedCreationMode, type SlotProps } from 'shared-contracts';
import { useCreationState } from '../draft/draft-store';
import { CREATE_STYLE_PATH } from '../draft/paths';
import { SelectPhotoModal } from './SelectPhotoModal';

/**
 * The 'create.modal' slot: the select step of a new session in the mode asked for ('create-requested':
 * POST from the nav, PROFILE_PIC_POST_UPSELL for a profile picture); a chosen file continues on
 * /create/style/. The slot stays up until that screen has mounted, so the modal never blinks out.
 */
export function CreateModalSlot({ onClose }: SlotProps) {
  const navigate = useNavigate();
  const { screenShown } = useCreationState();
  const [mode] = useState(requestedCreationMode);
  // A profile picture change is asked from inside the profile's own dialog: its select step opens
  // on the route at once, so the page and dialog underneath go away instead of covering it.
  const [handingOff, setHandingOff] = useState(mode === 'PROFILE_PIC_POST_UPSELL');
  const handleChosen = useCallback(() => {
    setHandingOff(true);
    void navigate(CREATE_STYLE_PATH);
  }, [navigate]);

  useEffect(() => {
    if (handingOff && screenShown) onClose();
  }, [handingOff, screenShown, onClose]);

  useEffect(() => {
    if (mode === 'PROFILE_PIC_POST_UPSELL') void navigate(CREATE_STYLE_PATH);
  }, [mode, navigate]);

  return <SelectPhotoModal onClose={onClose} onChosen={handleChosen} mode={mode} busy={handingOff} />;
}

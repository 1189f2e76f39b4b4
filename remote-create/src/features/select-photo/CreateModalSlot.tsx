import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SlotProps } from 'shared-contracts';
import { useCreationState } from '../draft/draft-store';
import { CREATE_STYLE_PATH } from '../draft/paths';
import { SelectPhotoModal } from './SelectPhotoModal';

/**
 * The 'create.modal' slot: the select step; a chosen photo continues on /create/style/. The slot
 * stays up until that screen has mounted (it may still be loading), so the modal never blinks out.
 */
export function CreateModalSlot({ onClose }: SlotProps) {
  const navigate = useNavigate();
  const { screenShown } = useCreationState();
  const [handingOff, setHandingOff] = useState(false);
  const handleChosen = useCallback(() => {
    setHandingOff(true);
    void navigate(CREATE_STYLE_PATH);
  }, [navigate]);

  useEffect(() => {
    if (handingOff && screenShown) onClose();
  }, [handingOff, screenShown, onClose]);

  return <SelectPhotoModal onClose={onClose} onChosen={handleChosen} busy={handingOff} />;
}

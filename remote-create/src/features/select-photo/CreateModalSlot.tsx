import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { requestedCreationMode } from 'shared-client';
import type { SlotProps } from 'shared-contracts';
import { useCreationState } from '../draft/draft-store';
import { CREATE_STYLE_PATH } from '../draft/paths';
import { CreationKindChoice, type CreationKind } from '../story/CreationKindChoice';
import { StoryModal } from '../story/StoryModal';
import { SelectPhotoModal } from './SelectPhotoModal';

/**
 * The 'create.modal' slot: the select step of a new session in the mode asked for ('create-requested':
 * POST from the nav, PROFILE_PIC_POST_UPSELL for a profile picture); a chosen file continues on
 * /create/style/. The slot stays up until that screen has mounted, so the modal never blinks out.
 */
export function CreateModalSlot({ onClose }: SlotProps) {
  const [mode] = useState(requestedCreationMode);
  if (mode === 'PROFILE_PIC_POST_UPSELL') return <ProfilePictureHandOff onClose={onClose} />;
  return <PostSelectSlot onClose={onClose} />;
}

/**
 * A profile picture change is asked from inside the profile's own dialog: its select step is the
 * /create/style/ screen's, so the page and dialog underneath go away instead of being covered. The
 * slot shows no modal of its own: a second select step, shown until the route's had mounted, was a
 * second file input a choice could land in and be lost with (the e2e test hit both).
 */
function ProfilePictureHandOff({ onClose }: SlotProps) {
  const navigate = useNavigate();
  // Once, on mount: the navigation changes `navigate` itself, which must not hand over again.
  const handOff = useEffectEvent(() => {
    void navigate(CREATE_STYLE_PATH);
    onClose();
  });
  useEffect(() => handOff(), []);
  return null;
}

function PostSelectSlot({ onClose }: SlotProps) {
  const navigate = useNavigate();
  const { screenShown } = useCreationState();
  const [handingOff, setHandingOff] = useState(false);
  // The Create entry makes a post or a story (docs/behaviour/stories.md#posting-a-story-on-screen).
  const [kind, setKind] = useState<CreationKind>('post');
  const handleChosen = useCallback(() => {
    setHandingOff(true);
    void navigate(CREATE_STYLE_PATH);
  }, [navigate]);

  useEffect(() => {
    if (handingOff && screenShown) onClose();
  }, [handingOff, screenShown, onClose]);

  if (kind === 'story') return <StoryModal onClose={onClose} onKind={setKind} />;
  return (
    <SelectPhotoModal
      onClose={onClose}
      onChosen={handleChosen}
      mode="POST"
      busy={handingOff}
      choice={<CreationKindChoice kind="post" onChange={setKind} disabled={handingOff} />}
    />
  );
}

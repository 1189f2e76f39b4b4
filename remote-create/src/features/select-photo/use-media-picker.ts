import { useCallback, useRef, useState } from 'react';
import { MAX_CAROUSEL_ITEMS } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { requestedCreationMode, type CreationMode } from 'shared-client';
import { useCreateTranslation } from '../../i18n/messages';
import { itemFromChoice } from '../draft/draft-items';
import { draftStore } from '../draft/draft-store';
import { forgetSources } from '../draft/image-sources';
import { chooseMedia } from './choose-media';
import { refusalMessage } from './refusal-message';

/**
 * Turns chosen files into a draft: refusals raise their toasts
 * (docs/behaviour/creation.md#choosing-a-file); an accepted file starts a new session (or, with
 * `addTo`, joins that draft's carousel) and then `onChosen` runs. `busy` is true while the file is
 * being read.
 */
export function useMediaPicker(
  onChosen: () => void,
  options: { addTo?: number; mode?: CreationMode } = {},
): { busy: boolean; pick: (files: ArrayLike<File>) => Promise<void> } {
  const t = useCreateTranslation();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const { addTo, mode } = options;

  const pick = useCallback(
    async (files: ArrayLike<File>): Promise<void> => {
      if (busyRef.current) return;
      const adding = addTo !== undefined ? draftStore.getState().draft : null;
      if (adding && adding.items.length >= MAX_CAROUSEL_ITEMS) {
        requestToast({ message: refusalMessage({ reason: 'carousel-full' }, t) });
        return;
      }
      const sessionMode = mode ?? requestedCreationMode();
      busyRef.current = true;
      setBusy(true);
      try {
        const choice = await chooseMedia(files, {
          photosOnly: adding !== null || sessionMode === 'PROFILE_PIC_POST_UPSELL',
        });
        if (!choice) return;
        if (!choice.ok) {
          const refusal =
            choice.refusal.reason === 'video-in-carousel' && !adding
              ? { reason: 'not-image' as const }
              : choice.refusal;
          requestToast({ message: refusalMessage(refusal, t) });
          return;
        }
        const item = itemFromChoice(choice);
        if (adding) {
          draftStore.addItem(adding.id, item);
        } else {
          forgetSources(new Set([item.key]));
          draftStore.start(item, sessionMode);
        }
        onChosen();
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [t, onChosen, addTo, mode],
  );

  return { busy, pick };
}

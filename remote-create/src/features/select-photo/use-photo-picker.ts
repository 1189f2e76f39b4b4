import { useCallback, useRef, useState } from 'react';
import { MAX_PHOTO_UPLOAD_BYTES, requestToast } from 'shared-contracts';
import { useCreateTranslation } from '../../i18n/messages';
import { draftStore } from '../draft/draft-store';
import { choosePhoto } from './choose-photo';

/**
 * Turns chosen files into a new draft: refusals raise the spec's toast, an accepted photo starts
 * a draft in the store and then `onChosen` runs. `busy` is true while the photo is being read.
 */
export function usePhotoPicker(onChosen: () => void): {
  busy: boolean;
  pick: (files: ArrayLike<File>) => Promise<void>;
} {
  const t = useCreateTranslation();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const pick = useCallback(
    async (files: ArrayLike<File>): Promise<void> => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      try {
        const choice = await choosePhoto(files);
        if (!choice) return;
        if (!choice.ok) {
          const message =
            choice.reason === 'too-large'
              ? t('select.tooLarge', { size: Math.round(MAX_PHOTO_UPLOAD_BYTES / 1024 / 1024) })
              : t('select.notImage');
          requestToast({ message });
          return;
        }
        draftStore.start(choice.file, { width: choice.width, height: choice.height });
        onChosen();
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [t, onChosen],
  );

  return { busy, pick };
}

import { useRef, useState, type KeyboardEvent } from 'react';
import { CREATION_ACCEPTED_IMAGE_TYPE, MAX_CAROUSEL_ITEMS } from 'shared-contracts';
import { ChevronIcon, CloseIcon, IconButton, PlusIcon } from 'shared-ui';
import { useCreateTranslation } from '../../i18n/messages';
import { draftStore, type Draft } from '../draft/draft-store';
import { useMediaPicker } from '../select-photo/use-media-picker';
import * as styles from './CarouselStrip.module.css';

/**
 * The items of the post under the preview: choose the one to edit; in the style step also add
 * photos (up to 10), remove, and reorder them with the buttons, Alt+arrow keys or by dragging.
 */
export function CarouselStrip({ draft, editable }: { draft: Draft; editable: boolean }) {
  const t = useCreateTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const dragKey = useRef<string | null>(null);
  const picker = useMediaPicker(() => undefined, { addTo: draft.id });
  const count = draft.items.length;
  const canAdd = editable && draft.mode === 'POST' && draft.items[0]?.kind === 'photo' && count < MAX_CAROUSEL_ITEMS;
  if (count === 1 && !canAdd) return null;

  const move = (key: string, delta: number): void => {
    const from = draft.items.findIndex((item) => item.key === key);
    const to = from + delta;
    if (to < 0 || to >= count) return;
    draftStore.moveItem(draft.id, key, delta);
    setAnnouncement(t('carousel.moved', { index: to + 1 }));
    // The moved item keeps the focus in its new place.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-item-key="${key}"]`)?.focus());
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, key: string): void => {
    if (!editable || !event.altKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(key, event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  return (
    <div className={styles.strip}>
      <ol className={styles.list} aria-label={t('carousel.items')}>
        {draft.items.map((item, index) => (
          <li
            key={item.key}
            className={styles.entry}
            draggable={editable}
            onDragStart={() => (dragKey.current = item.key)}
            onDragOver={(event) => editable && event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              const from = draft.items.findIndex((candidate) => candidate.key === dragKey.current);
              if (dragKey.current && from >= 0) move(dragKey.current, index - from);
              dragKey.current = null;
            }}
            data-testid="carousel-item"
          >
            <button
              type="button"
              className={styles.thumb}
              aria-current={index === draft.current}
              aria-label={t('carousel.item', { index: index + 1, count })}
              aria-describedby={editable ? `reorder-hint-${draft.id}` : undefined}
              onClick={() => draftStore.update(draft.id, { current: index })}
              onKeyDown={(event) => handleKeyDown(event, item.key)}
              data-item-key={item.key}
            >
              {item.kind === 'photo' ? (
                <img src={item.rendered?.url ?? item.previewUrl} alt="" />
              ) : (
                <video src={item.previewUrl} muted preload="metadata" />
              )}
            </button>
            {editable && count > 1 && (
              <div className={styles.controls}>
                <IconButton
                  className={styles.control}
                  label={t('carousel.moveEarlier', { index: index + 1 })}
                  disabled={index === 0}
                  onClick={() => move(item.key, -1)}
                >
                  <ChevronIcon direction="left" size={12} />
                </IconButton>
                <IconButton
                  className={styles.control}
                  label={t('carousel.remove', { index: index + 1 })}
                  onClick={() => draftStore.removeItem(draft.id, item.key)}
                >
                  <CloseIcon size={12} />
                </IconButton>
                <IconButton
                  className={styles.control}
                  label={t('carousel.moveLater', { index: index + 1 })}
                  disabled={index === count - 1}
                  onClick={() => move(item.key, 1)}
                >
                  <ChevronIcon direction="right" size={12} />
                </IconButton>
              </div>
            )}
          </li>
        ))}
      </ol>
      {canAdd && (
        <>
          <IconButton
            className={styles.add}
            onClick={() => inputRef.current?.click()}
            busy={picker.busy}
            label={t('carousel.add')}
            title={t('carousel.add')}
            data-testid="carousel-add"
          >
            <PlusIcon size={24} />
          </IconButton>
          <input
            ref={inputRef}
            type="file"
            accept={CREATION_ACCEPTED_IMAGE_TYPE}
            hidden
            tabIndex={-1}
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = '';
              void picker.pick(files);
            }}
            data-testid="carousel-file-input"
          />
        </>
      )}
      {editable && (
        <p id={`reorder-hint-${draft.id}`} className="lm-visually-hidden">
          {t('carousel.reorderHint')}
        </p>
      )}
      <p className="lm-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

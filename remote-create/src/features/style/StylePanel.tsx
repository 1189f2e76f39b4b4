import { useId, useState } from 'react';
import { Button } from 'shared-ui';
import { useCreateTranslation } from '../../i18n/messages';
import type { DraftPhoto, PhotoEdit } from '../draft/draft-store';
import { CROP_ASPECTS, MAX_ZOOM, MIN_ZOOM, type CropAspect } from '../image/crop';
import { ADJUSTMENT_IDS, cssFilter, FILTER_IDS, NO_ADJUSTMENTS } from '../image/filters';
import * as styles from './StyleStep.module.css';

/** Crop shape, zoom, filters and adjustments of the current photo. */
export function StylePanel({
  item,
  aspect,
  aspectLocked,
  onAspect,
  onEdit,
}: {
  item: DraftPhoto;
  aspect: CropAspect;
  aspectLocked: boolean;
  onAspect: (aspect: CropAspect) => void;
  onEdit: (edit: PhotoEdit) => void;
}) {
  const t = useCreateTranslation();
  const [tab, setTab] = useState<'filters' | 'adjustments'>('filters');
  const zoomId = useId();
  const tabsId = useId();
  const { edit } = item;

  return (
    <div className={styles.panel}>
      <fieldset className={styles.section} disabled={aspectLocked}>
        <legend className={styles.sectionTitle}>{t('style.crop')}</legend>
        <div className={styles.aspects}>
          {CROP_ASPECTS.map((choice) => (
            <button
              key={choice}
              type="button"
              className={styles.chip}
              aria-pressed={aspect === choice}
              onClick={() => onAspect(choice)}
              data-testid={`aspect-${choice}`}
            >
              {t(`style.aspect.${choice}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className={styles.section}>
        <label htmlFor={zoomId} className={styles.sectionTitle}>
          {t('style.zoom')}
        </label>
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={edit.zoom}
          onChange={(event) => onEdit({ ...edit, zoom: Number(event.currentTarget.value) })}
          className={styles.range}
          data-testid="zoom"
        />
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('style.filters')}>
        {(['filters', 'adjustments'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${tabsId}-${id}`}
            aria-selected={tab === id}
            aria-controls={`${tabsId}-${id}-panel`}
            className={styles.tab}
            onClick={() => setTab(id)}
          >
            {t(id === 'filters' ? 'style.filters' : 'style.adjustments')}
          </button>
        ))}
      </div>
      {tab === 'filters' ? (
        <div
          role="tabpanel"
          id={`${tabsId}-filters-panel`}
          aria-labelledby={`${tabsId}-filters`}
          className={styles.filters}
        >
          {FILTER_IDS.map((filter) => (
            <button
              key={filter}
              type="button"
              className={styles.filter}
              aria-pressed={edit.filter === filter}
              onClick={() => onEdit({ ...edit, filter })}
              data-testid={`filter-${filter}`}
            >
              <img
                src={item.previewUrl}
                alt=""
                className={styles.filterThumb}
                style={{ filter: cssFilter(filter, NO_ADJUSTMENTS) }}
              />
              <span>{t(`style.filter.${filter}`)}</span>
            </button>
          ))}
        </div>
      ) : (
        <div
          role="tabpanel"
          id={`${tabsId}-adjustments-panel`}
          aria-labelledby={`${tabsId}-adjustments`}
          className={styles.adjustments}
        >
          {ADJUSTMENT_IDS.map((id) => (
            <label key={id} className={styles.adjustment}>
              <span className={styles.adjustmentName}>
                {t(`style.adjust.${id}`)} <output>{edit.adjustments[id]}</output>
              </span>
              <input
                type="range"
                min={-100}
                max={100}
                step={1}
                value={edit.adjustments[id]}
                onChange={(event) =>
                  onEdit({ ...edit, adjustments: { ...edit.adjustments, [id]: Number(event.currentTarget.value) } })
                }
                className={styles.range}
                data-testid={`adjust-${id}`}
              />
            </label>
          ))}
          <Button
            variant="text"
            className={styles.reset}
            onClick={() => onEdit({ ...edit, adjustments: { ...NO_ADJUSTMENTS } })}
          >
            {t('style.reset')}
          </Button>
        </div>
      )}
    </div>
  );
}

import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useCreateTranslation } from '../../i18n/messages';
import type { DraftPhoto } from '../draft/draft-store';
import { aspectRatio, cropRect, panBy, previewPlacement, type CropAspect, type CropPosition } from '../image/crop';
import { cssFilter } from '../image/filters';
import * as styles from './StyleStep.module.css';

const KEY_STEP = 0.1;

/**
 * The photo inside its crop frame, filtered live with the same CSS filter the canvas applies when
 * the photo is drawn. Dragging (or the arrow keys) moves the photo in the frame.
 */
export function CropPreview({
  item,
  aspect,
  onMove,
}: {
  item: DraftPhoto;
  aspect: CropAspect;
  onMove: (position: CropPosition) => void;
}) {
  const t = useCreateTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; position: CropPosition } | null>(null);
  const source = { width: item.width, height: item.height };
  const crop = cropRect(item.width, item.height, aspect, item.edit);
  const ratio = aspectRatio(aspect, item.width, item.height);
  const placement = previewPlacement(source, crop);
  const position: CropPosition = { zoom: item.edit.zoom, panX: item.edit.panX, panY: item.edit.panY };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, position };
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const start = drag.current;
    const frame = frameRef.current;
    if (!start || !frame) return;
    const startCrop = cropRect(item.width, item.height, aspect, start.position);
    onMove(
      panBy(
        start.position,
        { dx: event.clientX - start.x, dy: event.clientY - start.y, viewWidth: frame.clientWidth || 1 },
        source,
        startCrop,
      ),
    );
  };
  const handlePointerUp = (): void => {
    drag.current = null;
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const move = moves[event.key];
    if (!move || event.altKey) return;
    event.preventDefault();
    const clamp = (v: number): number => Math.min(1, Math.max(-1, v));
    onMove({ ...position, panX: clamp(position.panX + move[0]), panY: clamp(position.panY + move[1]) });
  };

  return (
    <div className={styles.previewArea}>
      <div
        ref={frameRef}
        className={styles.frame}
        style={{
          aspectRatio: String(ratio),
          width: ratio >= 1 ? '100%' : 'auto',
          height: ratio >= 1 ? 'auto' : '100%',
        }}
        tabIndex={0}
        role="img"
        aria-label={`${t('style.preview')}. ${t('style.panHint')}`}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        onKeyDown={handleKeyDown}
        data-testid="crop-frame"
      >
        <img
          className={styles.framedPhoto}
          src={item.previewUrl}
          alt=""
          draggable={false}
          style={{ ...placement, filter: cssFilter(item.edit.filter, item.edit.adjustments) }}
          data-testid="style-preview"
        />
      </div>
    </div>
  );
}

import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { ChevronIcon } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import { clampIndex, dragOffset, slidesToMount, swipeTarget } from './carousel-math';
import * as styles from './PostMedia.module.css';

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  startTime: number;
  dx: number;
  horizontal: boolean | null;
}

/**
 * A carousel of slides: previous/next arrows, dots, Left/Right keys when focused, and pointer
 * swipes (the track follows the finger, with resistance past the ends). Only the current slide
 * and its neighbours (and slides already seen) mount their media.
 */
export function Carousel({
  count,
  index,
  onIndexChange,
  renderSlide,
}: {
  count: number;
  index: number;
  onIndexChange: (index: number) => void;
  renderSlide: (slide: number, active: boolean) => ReactNode;
}) {
  const t = useFeedTranslation();
  const trackRef = useRef<HTMLDivElement | null>(null);
  const drag = useRef<Drag | null>(null);
  // A swipe ends with a click on whatever is under the finger (a tag link): that click is dropped.
  const suppressClick = useRef(false);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const mounted = slidesToMount(index, count, seen);

  const go = (next: number): void => {
    const target = clampIndex(next, count);
    if (target !== index) {
      setSeen((s) => new Set(s).add(target));
      onIndexChange(target);
    }
  };

  const setTrackOffset = (px: number, animate: boolean): void => {
    const track = trackRef.current;
    if (!track) return;
    track.style.transition = animate ? '' : 'none';
    track.style.transform = `translateX(calc(${-index * 100}% + ${px}px))`;
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    if ((event.target as Element).closest('button')) return;
    suppressClick.current = false;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      startTime: performance.now(),
      dx: 0,
      horizontal: null,
    };
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (current.horizontal === null && Math.hypot(dx, dy) > 6) {
      current.horizontal = Math.abs(dx) > Math.abs(dy);
      if (current.horizontal) event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (!current.horizontal) return;
    current.dx = dx;
    setTrackOffset(dragOffset(index, count, dx), false);
  };

  const handlePointerEnd = (event: PointerEvent<HTMLDivElement>): void => {
    const current = drag.current;
    drag.current = null;
    if (!current || current.pointerId !== event.pointerId || !current.horizontal) return;
    const width = event.currentTarget.getBoundingClientRect().width;
    const target = swipeTarget(index, count, current.dx, width, performance.now() - current.startTime);
    suppressClick.current = true;
    if (target !== index) {
      // The track animates from where the finger left it to the new slide.
      if (trackRef.current) trackRef.current.style.transition = '';
      go(target);
    } else {
      setTrackOffset(0, true);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={t('media.carousel')}
      aria-label={t('media.slide', { index: index + 1, count })}
      tabIndex={0}
      onKeyDown={handleKeyDown}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerEnd}
      onPointerCancel={handlePointerEnd}
      onClickCapture={(event) => {
        if (!suppressClick.current) return;
        suppressClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
      data-testid="carousel"
      data-slide={index}
    >
      <div ref={trackRef} className={styles.track} style={{ transform: `translateX(${-index * 100}%)` }}>
        {Array.from({ length: count }, (_, slide) => (
          <div
            key={slide}
            className={styles.slide}
            role="group"
            aria-roledescription={t('media.slideRole')}
            aria-label={t('media.slide', { index: slide + 1, count })}
            aria-hidden={slide !== index}
            inert={slide !== index}
          >
            {mounted.has(slide) && renderSlide(slide, slide === index)}
          </div>
        ))}
      </div>
      {index > 0 && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.arrowPrev}`}
          onClick={() => go(index - 1)}
          aria-label={t('media.prev')}
        >
          <ChevronIcon direction="left" size={16} />
        </button>
      )}
      {index < count - 1 && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.arrowNext}`}
          onClick={() => go(index + 1)}
          aria-label={t('media.next')}
        >
          <ChevronIcon direction="right" size={16} />
        </button>
      )}
      <div className={styles.dots} aria-hidden="true">
        {Array.from({ length: count }, (_, dot) => (
          <span key={dot} className={dot === index ? styles.dotActive : styles.dot} />
        ))}
      </div>
    </div>
  );
}

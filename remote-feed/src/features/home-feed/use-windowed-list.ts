import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { ListMemory } from './list-memory';
import {
  includeIndex,
  itemOffsets,
  lastVisibleIndex,
  OVERSCAN_VIEWPORTS,
  windowRange,
  type WindowRange,
} from './windowing';

/** Keep the item holding focus mounted while it is at most this many items out of the window. */
const FOCUS_KEEP_DISTANCE = 20;

interface View {
  range: WindowRange;
  lastVisible: number;
}

const sameView = (a: View, b: View) =>
  a.range.start === b.range.start && a.range.end === b.range.end && a.lastVisible === b.lastVisible;

/**
 * Windowing over the page's own scroll: only items near the viewport are mounted; the others
 * keep their space through two spacers (measured heights once seen, estimates before), so
 * nothing jumps. Mounted items are measured with a ResizeObserver. The place and heights live
 * in `memory`, so with `restore` (a Back navigation) the reader returns where they were.
 *
 * The list element takes `listRef`; items render with `ref={observe}`, `data-key` and `data-index`.
 */
export function useWindowedList({
  listRef,
  keys,
  estimate,
  memory,
  restore,
}: {
  listRef: RefObject<HTMLDivElement | null>;
  keys: readonly string[];
  estimate: (index: number, width: number) => number;
  memory: ListMemory;
  restore: boolean;
}) {
  const [width, setWidth] = useState(memory.width);
  const [layoutVersion, setLayoutVersion] = useState(0);

  const offsets = useMemo(
    () => itemOffsets(keys.map((key, index) => memory.height(key) ?? estimate(index, width))),
    // layoutVersion: the measured heights in `memory` changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [keys, width, layoutVersion, memory, estimate],
  );
  const offsetsRef = useRef(offsets);

  const [view, setView] = useState<View>(() => {
    const viewportHeight = typeof window === 'undefined' ? 800 : window.innerHeight;
    const viewportTop = (restore ? memory.scrollY : 0) - memory.listTop;
    return {
      range: windowRange(offsets, viewportTop, viewportHeight, viewportHeight * OVERSCAN_VIEWPORTS),
      lastVisible: lastVisibleIndex(offsets, viewportTop, viewportHeight),
    };
  });

  const update = useCallback(() => {
    const list = listRef.current;
    // A list hidden by Suspense while the next screen loads is still mounted: its place must not
    // be overwritten by the scroll the shorter page causes.
    if (!list || (typeof list.checkVisibility === 'function' && !list.checkVisibility())) return;
    const rect = list.getBoundingClientRect();
    memory.rememberPlace(window.scrollY, rect.top + window.scrollY);
    const viewportTop = -rect.top;
    const viewportHeight = window.innerHeight;
    const current = offsetsRef.current;
    const active = document.activeElement;
    const focused = active && list.contains(active) ? active.closest<HTMLElement>('[data-index]') : null;
    const next: View = {
      range: includeIndex(
        windowRange(current, viewportTop, viewportHeight, viewportHeight * OVERSCAN_VIEWPORTS),
        focused ? Number(focused.dataset.index) : null,
        FOCUS_KEEP_DISTANCE,
      ),
      lastVisible: lastVisibleIndex(current, viewportTop, viewportHeight),
    };
    setView((previous) => (sameView(previous, next) ? previous : next));
  }, [memory, listRef]);

  // Back navigation returns to the remembered place; the spacers already give the page its height.
  // Declared first: the re-windowing below records the place, which must not overwrite it.
  useLayoutEffect(() => {
    if (restore && memory.scrollY > 0) window.scrollTo(0, memory.scrollY);
    update();
    // Only on mount: later scrolls are the reader's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Offsets changed (items added, measured, width): re-window before the browser paints.
  useLayoutEffect(() => {
    offsetsRef.current = offsets;
    update();
  }, [offsets, update]);

  useEffect(() => {
    let frame = 0;
    const schedule = (): void => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const list = listRef.current;
    list?.addEventListener('focusin', schedule);
    let widthObserver: ResizeObserver | null = null;
    if (list && typeof ResizeObserver !== 'undefined') {
      widthObserver = new ResizeObserver(() => {
        // Heights measured at another width no longer hold: the memory forgets them.
        if (memory.setWidth(list.clientWidth)) setWidth(memory.width);
      });
      widthObserver.observe(list);
    }
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      list?.removeEventListener('focusin', schedule);
      widthObserver?.disconnect();
    };
  }, [update, memory, listRef]);

  const itemObserver = useRef<ResizeObserver | null>(null);
  useEffect(
    () => () => {
      itemObserver.current?.disconnect();
      itemObserver.current = null;
    },
    [],
  );

  const observe = useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof ResizeObserver === 'undefined') return undefined;
      itemObserver.current ??= new ResizeObserver((entries) => {
        let changed = false;
        for (const entry of entries) {
          const key = (entry.target as HTMLElement).dataset.key;
          const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height;
          if (key && memory.setHeight(key, height)) changed = true;
        }
        if (changed) setLayoutVersion((v) => v + 1);
      });
      const observer = itemObserver.current;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [memory],
  );

  const count = keys.length;
  const start = Math.min(view.range.start, count);
  const end = Math.min(view.range.end, count);
  const total = offsets[count] ?? 0;
  return {
    start,
    end,
    before: offsets[start] ?? 0,
    after: Math.max(0, total - (offsets[end] ?? total)),
    lastVisible: Math.min(view.lastVisible, count - 1),
    observe,
  };
}

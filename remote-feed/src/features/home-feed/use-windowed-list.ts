import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { ListAnchor, ListMemory } from './list-memory';
import {
  includeIndex,
  indexAt,
  itemOffsets,
  lastVisibleIndex,
  OVERSCAN_VIEWPORTS,
  windowRange,
  type WindowRange,
} from './windowing';

/** Keep the item holding focus mounted while it is at most this many items out of the window. */
const FOCUS_KEEP_DISTANCE = 20;

/** What the reader does that ends holding the remembered item in place after a Back. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
/** Holding it in place ends by itself after this long, whatever happens. */
const HOLD_PLACE_MS = 5000;

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
  const keysRef = useRef(keys);
  // After a Back: the item that was at the top of the viewport, held where it stood while the
  // items around it are measured again, until the reader scrolls (docs/behaviour/feed.md#going-back).
  const heldAnchor = useRef<ListAnchor | null>(restore ? memory.anchor : null);

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
    const viewportTop = -rect.top;
    const viewportHeight = window.innerHeight;
    const current = offsetsRef.current;
    const top = indexAt(current, Math.max(0, viewportTop));
    const topKey = keysRef.current[top];
    memory.rememberPlace(
      window.scrollY,
      rect.top + window.scrollY,
      topKey === undefined ? null : { key: topKey, top: (current[top] ?? 0) - viewportTop },
    );
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

  /** Where the page must be scrolled for the held item to stand where it stood; null when it is gone. */
  const heldScrollY = useCallback((): number | null => {
    const anchor = heldAnchor.current;
    const list = listRef.current;
    const index = anchor ? keysRef.current.indexOf(anchor.key) : -1;
    if (!anchor || !list || index < 0) return null;
    const listTop = list.getBoundingClientRect().top + window.scrollY;
    return listTop + (offsetsRef.current[index] ?? 0) - anchor.top;
  }, [listRef]);

  const holdPlace = useCallback(() => {
    const target = heldScrollY();
    if (target !== null && Math.abs(target - window.scrollY) > 1) window.scrollTo(0, target);
  }, [heldScrollY]);

  // Back navigation returns to the remembered place: the item that was at the top of the viewport,
  // where it stood (heights measured since may differ from the estimates it was left with), else
  // the remembered scroll. The spacers already give the page its height. Declared first: the
  // re-windowing below records the place, which must not overwrite it.
  useLayoutEffect(() => {
    if (restore && memory.scrollY > 0) window.scrollTo(0, heldScrollY() ?? memory.scrollY);
    update();
    // Only on mount: later scrolls are the reader's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The reader's own scrolling (or enough time) ends the hold.
  useEffect(() => {
    if (!heldAnchor.current) return undefined;
    const release = (): void => {
      heldAnchor.current = null;
      for (const type of READER_INPUT) window.removeEventListener(type, release, true);
    };
    for (const type of READER_INPUT) window.addEventListener(type, release, { capture: true, passive: true });
    const timer = window.setTimeout(release, HOLD_PLACE_MS);
    return () => {
      window.clearTimeout(timer);
      release();
    };
  }, []);

  // Offsets changed (items added, measured, width): hold the place after a Back, and re-window
  // before the browser paints.
  useLayoutEffect(() => {
    offsetsRef.current = offsets;
    keysRef.current = keys;
    if (heldAnchor.current) holdPlace();
    update();
    // keys: offsets change with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offsets, update, holdPlace]);

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

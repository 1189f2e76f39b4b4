import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ListMemory } from './list-memory';
import { useWindowedList } from './use-windowed-list';

function List({ memory, count, restore = false }: { memory: ListMemory; count: number; restore?: boolean }) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const keys = Array.from({ length: count }, (_, i) => `k${i}`);
  const windowed = useWindowedList({ listRef, keys, estimate: () => 500, memory, restore });
  return (
    <div ref={listRef} data-testid="list">
      <div data-testid="before" style={{ height: windowed.before }} />
      {keys.slice(windowed.start, windowed.end).map((key, offset) => (
        <div key={key} ref={windowed.observe} data-key={key} data-index={windowed.start + offset} />
      ))}
      <div data-testid="after" style={{ height: windowed.after }} />
    </div>
  );
}

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    vi.spyOn(screen.getByTestId('list'), 'getBoundingClientRect').mockReturnValue({ top: -y } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(50);
  });

const mountedIndexes = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-index]')).map((el) => Number(el.dataset.index));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useWindowedList', () => {
  it('mounts the items around the viewport and gives the rest to the spacers', () => {
    vi.useFakeTimers();
    const memory = new ListMemory();
    render(<List memory={memory} count={40} />);
    // jsdom's viewport is 768 px high; overscan is one viewport each way; items are 500 px.
    expect(mountedIndexes()).toEqual([0, 1, 2, 3]);
    expect(screen.getByTestId('after').style.height).toBe(`${36 * 500}px`);
    scrollTo(10_000);
    expect(mountedIndexes()).toEqual([18, 19, 20, 21, 22, 23]);
    expect(screen.getByTestId('before').style.height).toBe(`${18 * 500}px`);
    expect(memory.scrollY).toBe(10_000);
  });

  it('does not record a place while the list is hidden (the next screen is loading)', () => {
    vi.useFakeTimers();
    const memory = new ListMemory();
    render(<List memory={memory} count={40} />);
    scrollTo(6000);
    const list = screen.getByTestId('list') as HTMLElement & { checkVisibility?: () => boolean };
    list.checkVisibility = () => false;
    scrollTo(0);
    expect(memory.scrollY).toBe(6000);
  });

  it('returns to the remembered place on a Back navigation', () => {
    vi.useFakeTimers();
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    }) as typeof window.scrollTo);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top: -window.scrollY }) as DOMRect,
    );
    const memory = new ListMemory();
    memory.rememberPlace(9000, 0);
    render(<List memory={memory} count={40} restore />);
    expect(scroll).toHaveBeenCalledWith(0, 9000);
    // 9000 px down, 500 px items, one viewport (768 px) of overscan above: from item 16.
    expect(mountedIndexes()[0]).toBe(16);
    expect(memory.scrollY).toBe(9000);
  });

  describe('after a Back, the item that was at the top of the viewport', () => {
    /** A ResizeObserver the test drives: `measure` reports new heights for mounted items. */
    function fakeResizeObserver() {
      // The list's width observer and its items' observer: each is given every report.
      const observers: ResizeObserverCallback[] = [];
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: ResizeObserverCallback) {
            observers.push(callback);
          }
          observe() {}
          unobserve() {}
          disconnect() {}
        },
      );
      return (key: string, height: number) =>
        act(() => {
          const target = document.querySelector(`[data-key="${key}"]`)!;
          const entry = { target, borderBoxSize: [{ blockSize: height }] } as unknown as ResizeObserverEntry;
          for (const report of observers) report([entry], {} as ResizeObserver);
        });
    }

    function trackScroll() {
      const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      }) as typeof window.scrollTo);
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
        () => ({ top: -window.scrollY }) as DOMRect,
      );
      return scroll;
    }

    afterEach(() => vi.unstubAllGlobals());

    it('stands where it stood, whatever scroll was recorded', () => {
      const scroll = trackScroll();
      const memory = new ListMemory();
      // k18 starts at 9000 (500 px items); its top stood 100 px above the viewport's top.
      memory.rememberPlace(8000, 0, { key: 'k18', top: -100 });
      render(<List memory={memory} count={40} restore />);
      expect(scroll).toHaveBeenCalledWith(0, 9100);
      expect(memory.anchor).toEqual({ key: 'k18', top: -100 });
    });

    it('stays put while the items above it are measured, until the reader scrolls', () => {
      const measure = fakeResizeObserver();
      const scroll = trackScroll();
      const memory = new ListMemory();
      memory.rememberPlace(9100, 0, { key: 'k18', top: -100 });
      render(<List memory={memory} count={40} restore />);
      expect(window.scrollY).toBe(9100);
      // k17, above it, turns out 300 px taller than it was: the page follows, k18 stays put.
      measure('k17', 800);
      expect(window.scrollY).toBe(9400);
      expect(memory.anchor).toEqual({ key: 'k18', top: -100 });
      // Once the reader scrolls, the page is theirs: a later change above moves nothing.
      act(() => {
        window.dispatchEvent(new Event('wheel'));
      });
      scroll.mockClear();
      measure('k17', 1000);
      expect(scroll).not.toHaveBeenCalled();
    });
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchesMediaQuery, MEDIA_QUERIES, setDrawnLayout, useMediaQuery } from './media-query.js';

/** A window of `width` px whose media lists answer min-width/max-width queries and can be resized. */
function fakeWindow(width: number) {
  const lists: { query: string; listeners: Set<() => void> }[] = [];
  const matches = (query: string): boolean =>
    query.split(' and ').every((part) => {
      const [, kind, px] = /\((min|max)-width: (\d+)px\)/.exec(part) ?? [];
      return kind === 'min' ? width >= Number(px) : width <= Number(px);
    });
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      get matches() {
        return matches(query);
      },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      width = next;
      for (const entry of lists) for (const listener of [...entry.listeners]) listener();
    },
    listening: () => lists.reduce((count, entry) => count + entry.listeners.size, 0),
  };
}

afterEach(() => {
  cleanup();
  setDrawnLayout(null);
  vi.unstubAllGlobals();
});

describe('MEDIA_QUERIES', () => {
  it('names the product breakpoints with the exact queries the screens have always used', () => {
    expect(MEDIA_QUERIES).toEqual({
      phone: '(max-width: 767px)',
      desktop: '(min-width: 768px)',
      iconOnlyNav: '(min-width: 768px) and (max-width: 1263px)',
      narrowDialog: '(max-width: 564px)',
    });
  });

  it('splits the widths around 767/768 and 1263/1264 px with no gap', () => {
    const at = (width: number) => {
      fakeWindow(width);
      return Object.entries(MEDIA_QUERIES)
        .filter(([, query]) => matchesMediaQuery(query))
        .map(([name]) => name);
    };
    expect(at(564)).toEqual(['phone', 'narrowDialog']);
    expect(at(565)).toEqual(['phone']);
    expect(at(767)).toEqual(['phone']);
    expect(at(768)).toEqual(['desktop', 'iconOnlyNav']);
    expect(at(1263)).toEqual(['desktop', 'iconOnlyNav']);
    expect(at(1264)).toEqual(['desktop']);
  });
});

describe('matchesMediaQuery', () => {
  it('answers the fallback when the window cannot be asked', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(matchesMediaQuery(MEDIA_QUERIES.phone)).toBe(false);
    expect(matchesMediaQuery(MEDIA_QUERIES.desktop, true)).toBe(true);
  });
});

describe('useMediaQuery', () => {
  function Layout() {
    return <p>{useMediaQuery(MEDIA_QUERIES.phone) ? 'phone' : 'wide'}</p>;
  }

  it('reads the query on the first render and follows the window across the breakpoint', () => {
    const viewport = fakeWindow(767);
    render(<Layout />);
    expect(screen.getByText('phone')).toBeTruthy();
    act(() => viewport.resize(768));
    expect(screen.getByText('wide')).toBeTruthy();
    act(() => viewport.resize(400));
    expect(screen.getByText('phone')).toBeTruthy();
  });

  it('stops listening when the component goes, and keeps one listener across re-renders', () => {
    const viewport = fakeWindow(1000);
    const { rerender, unmount } = render(<Layout />);
    rerender(<Layout />);
    act(() => viewport.resize(1001));
    expect(viewport.listening()).toBe(1);
    unmount();
    expect(viewport.listening()).toBe(0);
  });

  it('renders the fallback without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Layout />);
    expect(screen.getByText('wide')).toBeTruthy();
  });
});

describe('useMediaQuery in a page drawn on the server', () => {
  function Breakpoints() {
    const answers = {
      phone: useMediaQuery(MEDIA_QUERIES.phone),
      desktop: useMediaQuery(MEDIA_QUERIES.desktop),
      iconOnlyNav: useMediaQuery(MEDIA_QUERIES.iconOnlyNav),
      narrowDialog: useMediaQuery(MEDIA_QUERIES.narrowDialog),
    };
    return (
      <p>
        {Object.entries(answers)
          .map(([name, answer]) => `${name}=${answer}`)
          .join(' ')}
      </p>
    );
  }

  it('answers every breakpoint as the drawn layout does where there is no window', () => {
    vi.stubGlobal('matchMedia', undefined);
    setDrawnLayout('phone');
    expect(renderToString(<Breakpoints />)).toContain('phone=true desktop=false iconOnlyNav=false narrowDialog=true');
    setDrawnLayout('desktop');
    expect(renderToString(<Breakpoints />)).toContain('phone=false desktop=true iconOnlyNav=false narrowDialog=false');
    setDrawnLayout(null);
    expect(renderToString(<Breakpoints />)).toContain('phone=false desktop=false');
  });

  it('takes the markup over in the drawn layout without a mismatch, then follows the window', async () => {
    vi.stubGlobal('matchMedia', undefined);
    setDrawnLayout('phone');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Breakpoints />);
    document.body.append(container);
    fakeWindow(1280);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Breakpoints />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('phone=false desktop=true iconOnlyNav=false narrowDialog=false');
    container.remove();
  });

  it("a drawn layout that disagrees with the browser's first answer is a mismatch without it", async () => {
    vi.stubGlobal('matchMedia', undefined);
    setDrawnLayout('phone');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Breakpoints />);
    setDrawnLayout('desktop');
    fakeWindow(1280);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Breakpoints />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors.length).toBeGreaterThan(0);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderTooltip() {
  render(
    <Tooltip content="Home">
      {(props) => (
        <a href="/" aria-label="Home page" {...props}>
          ⌂
        </a>
      )}
    </Tooltip>,
  );
  return screen.getByRole('link', { name: 'Home page' });
}

describe('Tooltip', () => {
  it('shows after the pointer rests 850 ms and describes its element', () => {
    const link = renderTooltip();
    fireEvent.pointerEnter(link);
    act(() => vi.advanceTimersByTime(849));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Home');
    expect(link.getAttribute('aria-describedby')).toBe(tip.id);
  });

  it('hides after 10 s, on leaving, and on Escape', () => {
    const link = renderTooltip();
    fireEvent.pointerEnter(link);
    act(() => vi.advanceTimersByTime(850));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerLeave(link);
    fireEvent.pointerEnter(link);
    act(() => vi.advanceTimersByTime(850));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerEnter(link);
    act(() => vi.advanceTimersByTime(850));
    fireEvent.pointerLeave(link);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('never shows when the pointer leaves before the delay', () => {
    const link = renderTooltip();
    fireEvent.pointerEnter(link);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerLeave(link);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createValueStore } from './value-store.js';
import { useValueStore } from './use-value-store.js';

afterEach(cleanup);

describe('useValueStore', () => {
  it('renders the value and follows changes', () => {
    const store = createValueStore('a');
    function Show() {
      return <p>{useValueStore(store)}</p>;
    }
    render(<Show />);
    expect(screen.getByText('a')).toBeTruthy();
    act(() => store.setValue('b'));
    expect(screen.getByText('b')).toBeTruthy();
  });

  it('re-renders only when the selected part changes', () => {
    const store = createValueStore({ open: 'p1', other: 0 });
    let renders = 0;
    function Open() {
      renders += 1;
      return <p>{useValueStore(store, (value) => (value.open === 'p1' ? 'open' : 'closed'))}</p>;
    }
    render(<Open />);
    act(() => store.update((value) => ({ ...value, other: 1 })));
    expect(renders).toBe(1);
    act(() => store.update((value) => ({ ...value, open: 'p2' })));
    expect(screen.getByText('closed')).toBeTruthy();
    expect(renders).toBe(2);
  });
});

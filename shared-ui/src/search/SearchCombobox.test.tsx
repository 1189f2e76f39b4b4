// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchCombobox } from './SearchCombobox.js';

afterEach(cleanup);

const options = [
  { id: 'ana', primary: 'ana' },
  { id: 'ben', primary: 'ben', secondary: 'Ben B.' },
];

describe('SearchCombobox', () => {
  it("names the selected option as the field's active descendant, and Enter picks it", () => {
    const onPick = vi.fn();
    render(
      <SearchCombobox
        label="Search"
        placeholder="Search"
        value="a"
        onChange={() => undefined}
        options={options}
        onPick={onPick}
        testId="people"
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const selected = screen.getByRole('option', { selected: true });
    expect(selected.textContent).toBe('benBen B.');
    expect(field.getAttribute('aria-activedescendant')).toBe(selected.id);
    expect(screen.getAllByTestId('people-option')).toHaveLength(2);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(options[1]);
  });
});

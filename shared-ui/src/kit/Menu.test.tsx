// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem } from './Menu.js';

afterEach(cleanup);

function renderMenu(onSelect = vi.fn()) {
  render(
    <Menu
      label="Following options"
      trigger={(props) => (
        <button type="button" {...props}>
          Following
        </button>
      )}
    >
      <MenuItem onSelect={() => onSelect('favorites')}>Add to favorites</MenuItem>
      <MenuItem onSelect={() => onSelect('mute')}>Mute</MenuItem>
      <MenuItem onSelect={() => onSelect('restrict')} disabled>
        Restrict
      </MenuItem>
      <MenuItem onSelect={() => onSelect('unfollow')} tone="danger">
        Unfollow
      </MenuItem>
    </Menu>,
  );
  return { trigger: screen.getByRole('button', { name: 'Following' }), onSelect };
}

describe('Menu', () => {
  it('is a menu button: collapsed until opened, then a named menu with the first item focused', () => {
    const { trigger } = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Following options' });
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Add to favorites' }));
  });

  it('moves with the arrow keys, Home and End, skipping disabled items and wrapping', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    const menu = screen.getByRole('menu');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Unfollow' }));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Add to favorites' }));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Unfollow' }));
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Add to favorites' }));
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Unfollow' }));
    fireEvent.keyDown(menu, { key: 'm' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Mute' }));
  });

  it('closes on Escape with focus back on the trigger', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('selects an item: closes, returns focus, then runs the action', () => {
    const { trigger, onSelect } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mute' }));
    expect(onSelect).toHaveBeenCalledWith('mute');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a press outside', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

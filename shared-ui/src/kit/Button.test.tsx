// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName, IconButton } from './Button.js';
import { CloseIcon } from './icons/icons.js';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button that keeps its name while busy, and cannot be pressed then', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Follow</Button>);
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} busy>
        Follow
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Follow' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('spinner')).toBeTruthy();
  });

  it('gives an icon-only button its label as accessible name', () => {
    render(
      <IconButton label="Close">
        <CloseIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('lends its look to links', () => {
    expect(buttonClassName({ variant: 'secondary', fullWidth: true })).toContain('secondary');
    expect(buttonClassName({ variant: 'secondary', fullWidth: true })).toContain('fullWidth');
    expect(buttonClassName()).toContain('primary');
  });
});

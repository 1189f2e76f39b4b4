// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as icons from './icons.js';

afterEach(cleanup);

describe('icon set', () => {
  it('draws every icon as decoration by default, at 24 px', () => {
    for (const [name, Icon] of Object.entries(icons)) {
      const { container, unmount } = render(<Icon direction="left" />);
      const svg = container.querySelector('svg');
      expect(svg, name).not.toBeNull();
      expect(svg?.getAttribute('aria-hidden'), name).toBe('true');
      expect(svg?.getAttribute('width'), name).toBe('24');
      expect(svg?.children.length, name).toBeGreaterThan(0);
      unmount();
    }
  });

  it('has one heart: the filled form is the outline shape, filled', () => {
    const { container, rerender } = render(<icons.HeartIcon />);
    const outline = container.querySelector('path');
    const outlinePath = outline?.getAttribute('d');
    expect(outline?.getAttribute('fill')).toBe('none');
    rerender(<icons.HeartIcon filled />);
    const filled = container.querySelector('path');
    expect(filled?.getAttribute('d')).toBe(outlinePath);
    expect(filled?.getAttribute('fill')).toBe('currentColor');
    // The variant prop is not passed on to the <svg>.
    expect(container.querySelector('svg')?.hasAttribute('filled')).toBe(false);
  });

  it('has one clapperboard: the active reels icon fills the outline frame, through its own mask', () => {
    const { container, rerender } = render(<icons.ReelsIcon />);
    expect(container.querySelector('[fill="currentColor"]')).toBeNull();
    expect(container.querySelector('path')?.getAttribute('d')).toMatch(/^M3 5h18v14H3z/);
    rerender(
      <>
        <icons.ReelsIcon active />
        <icons.ReelsIcon active />
      </>,
    );
    const frames = Array.from(container.querySelectorAll('path[fill="currentColor"]'));
    expect(frames.map((frame) => frame.getAttribute('d'))).toEqual(['M3 5h18v14H3z', 'M3 5h18v14H3z']);
    const masks = Array.from(container.querySelectorAll('mask')).map((mask) => mask.id);
    expect(new Set(masks).size).toBe(2);
    expect(frames.map((frame) => frame.getAttribute('mask'))).toEqual(masks.map((id) => `url(#${id})`));
    expect(container.querySelector('svg')?.hasAttribute('active')).toBe(false);
  });

  it('stands alone as a named image when given a label', () => {
    render(<icons.VerifiedIcon label="Verified" size={12} />);
    const image = screen.getByRole('img', { name: 'Verified' });
    expect(image.getAttribute('width')).toBe('12');
    expect(image.getAttribute('aria-hidden')).toBeNull();
  });

  it('gives each instance of a gradient icon its own gradient id', () => {
    const { container } = render(
      <>
        <icons.CheckCircleIcon />
        <icons.CheckCircleIcon />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('linearGradient')).map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(2);
  });
});

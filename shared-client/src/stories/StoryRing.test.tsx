// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RING_SPINNER_SEGMENTS, StoryRing } from './StoryRing.js';

afterEach(cleanup);

describe('StoryRing', () => {
  it('draws no ring for none, and the picture at its size with room for the ring', () => {
    const { container } = render(<StoryRing src="/a.jpg" size={56} state="none" />);
    const ring = container.firstElementChild as HTMLElement;
    expect(ring.dataset.ring).toBe('none');
    expect(ring.style.width).toBe('66px');
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('width')).toBe('56');
  });

  it('fills unseen rings with their own gradient, so two rings on a page never share an id', () => {
    const { container } = render(
      <>
        <StoryRing src="/a.jpg" size={56} state="unseen" />
        <StoryRing src="/b.jpg" size={56} state="unseen" />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('linearGradient')).map((g) => g.id);
    expect(new Set(ids).size).toBe(2);
    const circle = container.querySelector('circle');
    expect(circle?.getAttribute('stroke')).toBe(`url(#${ids[0]})`);
  });

  it('dashes the loading ring into its segments', () => {
    const { container } = render(<StoryRing src="/a.jpg" size={56} state="loading" />);
    const dash = container.querySelector('circle')?.getAttribute('stroke-dasharray') ?? '';
    const [on, off] = dash.split(' ').map(Number);
    const circumference = 2 * Math.PI * (66 / 2 - 1.5);
    expect(((on ?? 0) + (off ?? 0)) * RING_SPINNER_SEGMENTS).toBeCloseTo(circumference, 5);
  });

  it('keeps the alt text of a meaningful picture and lays children over it', () => {
    const { getByAltText, getByText } = render(
      <StoryRing src="/a.jpg" size={150} state="live" alt="lin's picture">
        <span>LIVE</span>
      </StoryRing>,
    );
    expect(getByAltText("lin's picture")).toBeTruthy();
    expect(getByText('LIVE')).toBeTruthy();
  });
});

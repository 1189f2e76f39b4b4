// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { LinkedText } from './LinkedText';

afterEach(cleanup);

/** Stands in for the router's Link. */
function Anchor({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

function links(container: HTMLElement) {
  return [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('LinkedText', () => {
  it('links mentions to profiles and hashtags to their pages, keeping the rest as typed', () => {
    const { container } = render(
      <LinkedText text="<b>hi</b> @lin.xiaoyu at #日落, mail ann@example.org" link={Anchor} />,
    );
    expect(links(container)).toEqual([
      ['@lin.xiaoyu', '/lin.xiaoyu/'],
      ['#日落', '/explore/tags/%E6%97%A5%E8%90%BD/'],
    ]);
    expect(container.textContent).toBe('<b>hi</b> @lin.xiaoyu at #日落, mail ann@example.org');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('a')?.className).toBe('lm-text-link');
  });

  it('leaves hashtags as text where asked', () => {
    const { container } = render(<LinkedText text="#tag @zoe" link={Anchor} hashtags={false} />);
    expect(links(container)).toEqual([['@zoe', '/zoe/']]);
    expect(container.textContent).toBe('#tag @zoe');
  });
});

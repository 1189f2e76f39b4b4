import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { makeTestUser } from 'shared-client/testing';
import { navItemsFor, THREADS_ITEM } from './nav-items';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('navigation icons', () => {
  const items = [...navItemsFor(makeTestUser({ pk: '1', id: '1', username: 'demo' })), THREADS_ITEM];

  it.each(items.filter((item) => item.Icon).map((item) => [item.id, item.Icon!] as const))(
    '%s takes `active` without passing it to the <svg> (React warns of an unknown attribute)',
    (_id, Icon) => {
      const warnings = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { container } = render(
        <>
          <Icon active />
          <Icon active={false} />
        </>,
      );
      const svgs = [...container.querySelectorAll('svg')];
      expect(svgs).toHaveLength(2);
      for (const svg of svgs) expect(svg.hasAttribute('active')).toBe(false);
      expect(warnings).not.toHaveBeenCalled();
    },
  );
});

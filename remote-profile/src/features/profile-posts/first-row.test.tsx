import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MEDIA_SIZES } from 'shared-contracts';
import { makeTestMedia } from 'shared-client/testing';
import { renderInApp } from '../../test-render';
import { PostGrid } from './ProfilePosts';

// The grid's first row loads at once, the rest lazily; the tiles' sizes are the ones the page's
// image preload uses (docs/performance.md#photo-sizes).
describe('the profile grid', () => {
  afterEach(cleanup);

  it('loads the first row eagerly and the rest lazily, with the shared sizes', () => {
    const items = ['1', '2', '3', '4', '5'].map((pk) => makeTestMedia({ pk }));
    renderInApp(<PostGrid items={items} placeholders={0} busy={false} />);
    const images = screen.getAllByTestId('post-thumbnail').map((tile) => tile.querySelector('img[srcset]'));
    expect(images.map((img) => img?.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[3]?.getAttribute('fetchpriority')).toBe('auto');
    for (const img of images) expect(img?.getAttribute('sizes')).toBe(MEDIA_SIZES.profileGrid);
  });
});

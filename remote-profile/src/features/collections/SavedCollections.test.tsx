import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as contracts from 'shared-contracts';
import { localeStore, type Collection, type CollectionsPage } from 'shared-contracts';

const fetchCollections = vi.fn<() => Promise<CollectionsPage>>();
vi.mock('shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof contracts>()),
  fetchCollections: () => fetchCollections(),
}));

const { SavedCollections } = await import('./SavedCollections');

function collection(id: string, name: string, type: Collection['collection_type'] = 'MEDIA'): Collection {
  return {
    collection_id: id,
    collection_name: name,
    collection_type: type,
    collection_media_count: 2,
    collection_visibility: 0,
    cover_media: null,
    cover_media_list: [],
    cover_audio_list: [],
  };
}

beforeEach(() => act(() => localeStore.setLocale('zh-CN')));
afterEach(() => {
  cleanup();
  fetchCollections.mockReset();
});

describe('SavedCollections (spec 4: loading, updated, errored)', () => {
  it('shows the errored state with a retry, then the collections, "All posts" first', async () => {
    fetchCollections.mockRejectedValueOnce(new Error('offline'));
    render(
      <MemoryRouter>
        <SavedCollections username="demo" labelledBy="tab" />
      </MemoryRouter>,
    );
    const panel = screen.getByTestId('saved-collections');
    expect(panel.dataset.state).toBe('loading');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('无法加载收藏夹。'));
    expect(panel.dataset.state).toBe('errored');

    fetchCollections.mockResolvedValueOnce({
      items: [
        collection('ALL_MEDIA_AUTO_COLLECTION', 'All posts', 'ALL_MEDIA_AUTO_COLLECTION'),
        collection('7', '旅行'),
      ],
      more_available: false,
      next_max_id: null,
      status: 'ok',
    });
    act(() => screen.getByRole('button', { name: '重试' }).click());
    const cards = await screen.findAllByTestId('collection-card');
    expect(cards.map((card) => card.querySelector('span:nth-child(2)')?.textContent)).toEqual(['所有帖子', '旅行']);
    expect(cards[1]?.getAttribute('href')).toBe('/demo/saved/?collection=7');
    expect(panel.dataset.state).toBe('updated');
  });
});

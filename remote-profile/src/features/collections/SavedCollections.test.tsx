import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Collection, CollectionsPage } from 'shared-contracts';
import { fakeApiForEachTest } from 'shared-client/testing';
import { collectToasts, renderInApp } from '../../test-render';
import { SavedCollections } from './SavedCollections';

const LIST = '/api/v1/collections/list/';

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

const page = (...items: Collection[]): CollectionsPage => ({
  items,
  more_available: false,
  next_max_id: null,
  status: 'ok',
});

const cardNames = () =>
  screen.getAllByTestId('collection-card').map((card) => card.querySelector('span:nth-child(2)')?.textContent);

const api = fakeApiForEachTest('zh-CN');

describe('SavedCollections (loading, updated, errored)', () => {
  it('shows the errored state with a retry, then the collections, "All posts" first', async () => {
    let calls = 0;
    api.on('GET', LIST, () => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { error_id: 'unavailable', message: 'offline' } }
        : page(
            collection('ALL_MEDIA_AUTO_COLLECTION', 'All posts', 'ALL_MEDIA_AUTO_COLLECTION'),
            collection('7', '旅行'),
          );
    });
    renderInApp(<SavedCollections username="demo" labelledBy="tab" />);
    const panel = screen.getByTestId('saved-collections');
    expect(panel.dataset.state).toBe('loading');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('无法加载收藏夹。'));
    expect(panel.dataset.state).toBe('errored');

    act(() => screen.getByRole('button', { name: '重试' }).click());
    await screen.findAllByTestId('collection-card');
    expect(cardNames()).toEqual(['所有帖子', '旅行']);
    expect(screen.getAllByTestId('collection-card')[1]?.getAttribute('href')).toBe('/demo/saved/?collection=7');
    expect(panel.dataset.state).toBe('updated');
  });

  it('creates a collection, which shows after "All posts" at once', async () => {
    api.on('GET', LIST, page(collection('ALL_MEDIA_AUTO_COLLECTION', 'All posts', 'ALL_MEDIA_AUTO_COLLECTION')));
    api.on('POST', '/api/v1/collections/create/', {
      ...collection('8', '美食'),
      collection_media_count: 0,
      status: 'ok',
    });
    const toasts = collectToasts();
    renderInApp(<SavedCollections username="demo" labelledBy="tab" />);
    await screen.findAllByTestId('collection-card');
    fireEvent.click(screen.getByTestId('new-collection'));
    const dialog = screen.getByRole('dialog', { name: '新建收藏夹' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '收藏夹名称' }), { target: { value: ' 美食 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardNames()).toEqual(['所有帖子', '美食']);
    expect(api.requests.at(-1)?.form.get('name')).toBe('美食');
    expect(toasts.messages).toContain('已创建收藏夹“美食”');
    // The list was not read again: the created collection came from the answer.
    expect(api.requests.filter((request) => request.path === LIST)).toHaveLength(1);
    toasts.stop();
  });
});

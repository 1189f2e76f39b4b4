import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CollectionItemsPage } from 'shared-client';
import { makeMedia } from '../../test-fixtures';
import { eachTestWithFakeApi, renderInApp } from '../../test-render';
import { CollectionDetail } from './CollectionDetail';

const ITEMS = '/api/v1/feed/collection/7/posts/';

const itemsPage = (name: string, ...pks: string[]): CollectionItemsPage => ({
  items: pks.map((pk) => ({ media: makeMedia(pk) })),
  num_results: pks.length,
  next_max_id: null,
  more_available: false,
  collection_id: '7',
  collection_name: name,
  status: 'ok',
});

/** Shows where the page is, to see the detail leave for the saved tab. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderDetail() {
  return renderInApp(
    <>
      <CollectionDetail username="demo" collectionId="7" />
      <Where />
    </>,
    { path: '/demo/saved/?collection=7' },
  );
}

const where = () => screen.getByTestId('where').textContent;
const thumbnails = () => screen.queryAllByTestId('post-thumbnail');

const harness = eachTestWithFakeApi();

describe('CollectionDetail', () => {
  it('takes a post out of the collection at once and says so', async () => {
    harness.api.on('GET', ITEMS, itemsPage('Trips', '1', '2'));
    harness.api.on('POST', '/api/v1/collections/7/edit/', { status: 'ok' });
    renderDetail();
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(screen.getByTestId('collection-title').textContent).toBe('Trips');
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove from collection' })[0]!);
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    expect(harness.api.requests.at(-1)?.form.get('removed_media_ids')).toBe('["1"]');
    expect(harness.toasts.messages).toContain('Removed from collection');
    expect(screen.getByTestId('collection-detail').dataset.state).toBe('updated');
  });

  it('renames from its menu, and deletes after a confirmation', async () => {
    harness.api.on('GET', ITEMS, itemsPage('Trips', '1'));
    harness.api.on('POST', '/api/v1/collections/7/edit/', { status: 'ok' });
    harness.api.on('POST', '/api/v1/collections/7/delete/', { status: 'ok' });
    renderDetail();
    await waitFor(() => expect(thumbnails()).toHaveLength(1));

    fireEvent.click(screen.getByTestId('collection-options'));
    fireEvent.click(
      within(screen.getByTestId('collection-menu')).getByRole('button', { name: 'Edit collection name' }),
    );
    const rename = screen.getByRole('dialog', { name: 'Edit collection name' });
    fireEvent.change(within(rename).getByRole('textbox', { name: 'Collection name' }), {
      target: { value: 'Beaches' },
    });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('collection-title').textContent).toBe('Beaches'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByTestId('collection-options'));
    fireEvent.click(within(screen.getByTestId('collection-menu')).getByRole('button', { name: 'Delete collection' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete collection?' });
    expect(confirm.textContent).toContain('When you delete "Beaches", its posts stay in All posts.');
    fireEvent.click(within(confirm).getByTestId('collection-delete-confirm'));
    await waitFor(() => expect(where()).toBe('/demo/saved/'));
    expect(harness.toasts.messages).toEqual(['Collection name updated', 'Collection deleted']);
  });

  it('goes back to the saved tab when the collection no longer exists', async () => {
    harness.api.on('GET', ITEMS, { status: 404, body: { error_id: 'not_found', message: 'Not found' } });
    renderDetail();
    expect(where()).toBe('/demo/saved/?collection=7');
    await waitFor(() => expect(where()).toBe('/demo/saved/'));
  });
});

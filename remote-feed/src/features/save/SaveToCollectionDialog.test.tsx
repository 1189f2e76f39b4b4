import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type AppEvents, type Collection, type Media } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { createTestQueryClient, installFakeApi, makeTestMedia, type FakeApi } from 'shared-client/testing';
import { CachedPost, seedPost } from '../../test-support/cached-post';
import { renderInApp } from '../../test-support/render-in-app';
import { SaveToCollectionDialog } from './SaveToCollectionDialog';

const collection = (id: string, name: string): Collection => ({
  collection_id: id,
  collection_name: name,
  collection_type: 'MEDIA',
  collection_media_count: 1,
  collection_visibility: 0,
  cover_media: null,
  cover_media_list: [],
  cover_audio_list: [],
});

const LIST = '/api/v1/collections/list/';
const page = (items: Collection[]) => ({ items, more_available: false, next_max_id: null, status: 'ok' });

let pk = 500;
let api: FakeApi;
const toasts: string[] = [];
const onToast = (toast: AppEvents['toast-requested']) => toasts.push(toast.message);

beforeEach(() => {
  localeStore.setLocale('en');
  toasts.length = 0;
  eventBus.on('toast-requested', onToast);
  api = installFakeApi();
  api.on('GET', LIST, page([collection('c1', 'Trips'), collection('c2', 'Food')]));
});

afterEach(() => {
  cleanup();
  eventBus.off('toast-requested', onToast);
  api.restore();
});

/** The sheet for a post held in the cache, as the action row opens it. */
const renderDialog = (overrides: Partial<Media> = {}) => {
  pk += 1;
  const media = makeTestMedia({ pk: String(pk), code: `Code${pk}`, ...overrides });
  const client = createTestQueryClient();
  seedPost(client, media);
  const onClose = vi.fn();
  renderInApp(
    <CachedPost code={media.code}>
      {(cached) => <SaveToCollectionDialog media={cached} onClose={onClose} />}
    </CachedPost>,
    { client },
  );
  return { media, onClose };
};

const lastRequest = () => api.requests.at(-1);

describe('SaveToCollectionDialog', () => {
  it("lists the viewer's named collections, marking those holding the post", async () => {
    renderDialog({ has_viewer_saved: true, saved_collection_ids: ['c2'] });
    expect(screen.getByRole('dialog', { name: 'Save to collection' })).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Trips' })).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Food' }).getAttribute('aria-pressed')).toBe('true');
    expect(api.requests[0]?.query.get('collection_types')).toBe('["MEDIA"]');
  });

  it('adds to and removes from a collection', async () => {
    const { media } = renderDialog();
    api.on('POST', `/api/v1/web/save/${media.pk}/save/`, {
      status: 'ok',
      has_viewer_saved: true,
      saved_collection_ids: ['c1'],
    });
    api.on('POST', `/api/v1/web/save/${media.pk}/unsave/`, {
      status: 'ok',
      has_viewer_saved: true,
      saved_collection_ids: [],
    });
    const trips = await screen.findByRole('button', { name: 'Trips' });
    fireEvent.click(trips);
    await waitFor(() => expect(toasts).toEqual(['Saved to “Trips”']));
    expect(lastRequest()?.form.get('added_collection_ids')).toBe('["c1"]');
    expect(trips.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(trips);
    await waitFor(() => expect(trips.getAttribute('aria-pressed')).toBe('false'));
    expect(lastRequest()).toMatchObject({ path: `/api/v1/web/save/${media.pk}/unsave/` });
    expect(lastRequest()?.form.get('removed_collection_ids')).toBe('["c1"]');
  });

  it('creates a collection, then saves the post into it by its id', async () => {
    const { media, onClose } = renderDialog();
    api.on('POST', '/api/v1/collections/create/', { ...collection('c9', 'Cats'), status: 'ok' });
    api.on('POST', `/api/v1/web/save/${media.pk}/save/`, {
      status: 'ok',
      has_viewer_saved: true,
      saved_collection_ids: ['c9'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    const name = screen.getByRole('textbox', { name: 'Collection name' });
    expect(document.activeElement).toBe(name);
    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '  Cats ' } });
    fireEvent.click(done);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const create = api.requests.find((request) => request.path === '/api/v1/collections/create/');
    expect(create?.form.get('name')).toBe('Cats');
    expect(lastRequest()?.form.get('added_collection_ids')).toBe('["c9"]');
    expect(toasts).toEqual(['Saved to “Cats”']);
  });

  it('stays open with a toast when creating fails', async () => {
    const { onClose } = renderDialog();
    api.on('POST', '/api/v1/collections/create/', { status: 500, body: { error_id: 'internal', message: 'boom' } });
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Collection name' }), { target: { value: 'Cats' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Done' })));
    await waitFor(() => expect(toasts).toEqual(["Couldn't save to the collection. Try again."]));
    expect(api.requests.some((request) => request.path.includes('/save/'))).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers Retry when the list fails to load', async () => {
    let calls = 0;
    api.on('GET', LIST, () =>
      (calls += 1) === 1
        ? { status: 500, body: { error_id: 'internal', message: 'boom' } }
        : page([collection('c1', 'Trips')]),
    );
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Trips' })).toBeTruthy();
  });
});

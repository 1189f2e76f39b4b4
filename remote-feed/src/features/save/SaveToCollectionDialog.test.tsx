import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  createCollection,
  eventBus,
  fetchCollections,
  localeStore,
  saveMedia,
  unsaveMedia,
  type AppEvents,
  type Collection,
} from 'shared-contracts';
import type * as SharedContracts from 'shared-contracts';
import { makeTestMedia } from 'shared-contracts/testing';
import { SaveToCollectionDialog } from './SaveToCollectionDialog';

vi.mock('shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedContracts>()),
  fetchCollections: vi.fn(),
  createCollection: vi.fn(),
  saveMedia: vi.fn(),
  unsaveMedia: vi.fn(),
}));

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

let pk = 500;
const toasts: string[] = [];
const onToast = (toast: AppEvents['toast-requested']) => toasts.push(toast.message);

beforeEach(() => {
  localeStore.setLocale('en');
  toasts.length = 0;
  eventBus.on('toast-requested', onToast);
  vi.mocked(fetchCollections).mockResolvedValue({
    items: [collection('c1', 'Trips'), collection('c2', 'Food')],
    more_available: false,
    next_max_id: null,
    status: 'ok',
  });
});

afterEach(() => {
  cleanup();
  eventBus.off('toast-requested', onToast);
  vi.clearAllMocks();
});

const renderDialog = (overrides = {}) => {
  const media = makeTestMedia({ pk: String((pk += 1)), ...overrides });
  const onClose = vi.fn();
  render(<SaveToCollectionDialog media={media} onClose={onClose} />);
  return { media, onClose };
};

describe('SaveToCollectionDialog', () => {
  it("lists the viewer's named collections, marking those holding the post", async () => {
    renderDialog({ has_viewer_saved: true, saved_collection_ids: ['c2'] });
    expect(fetchCollections).toHaveBeenCalledWith(expect.objectContaining({ collectionTypes: ['MEDIA'] }));
    expect((await screen.findByRole('button', { name: 'Trips' })).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Food' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('adds to and removes from a collection', async () => {
    vi.mocked(saveMedia).mockResolvedValue({ status: 'ok', has_viewer_saved: true, saved_collection_ids: ['c1'] });
    vi.mocked(unsaveMedia).mockResolvedValue({ status: 'ok', has_viewer_saved: true, saved_collection_ids: [] });
    const { media } = renderDialog();
    const trips = await screen.findByRole('button', { name: 'Trips' });
    await act(async () => fireEvent.click(trips));
    expect(saveMedia).toHaveBeenCalledWith(media.pk, ['c1']);
    expect(trips.getAttribute('aria-pressed')).toBe('true');
    expect(toasts).toEqual(['Saved to “Trips”']);
    await act(async () => fireEvent.click(trips));
    expect(unsaveMedia).toHaveBeenCalledWith(media.pk, ['c1']);
    expect(trips.getAttribute('aria-pressed')).toBe('false');
  });

  it('creates a collection, then saves the post into it by its id', async () => {
    vi.mocked(createCollection).mockResolvedValue({ ...collection('c9', 'Cats'), status: 'ok' });
    vi.mocked(saveMedia).mockResolvedValue({ status: 'ok', has_viewer_saved: true, saved_collection_ids: ['c9'] });
    const { media, onClose } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Collection name' }), { target: { value: '  Cats ' } });
    await act(async () => fireEvent.click(done));
    expect(createCollection).toHaveBeenCalledWith('Cats');
    expect(saveMedia).toHaveBeenCalledWith(media.pk, ['c9']);
    expect(toasts).toEqual(['Saved to “Cats”']);
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open with a toast when creating fails', async () => {
    vi.mocked(createCollection).mockRejectedValue(new Error('500'));
    const { onClose } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Collection name' }), { target: { value: 'Cats' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Done' })));
    expect(saveMedia).not.toHaveBeenCalled();
    expect(toasts).toEqual(["Couldn't save to the collection. Try again."]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers Retry when the list fails to load', async () => {
    vi.mocked(fetchCollections).mockRejectedValueOnce(new Error('offline'));
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Trips' })).toBeTruthy();
  });
});

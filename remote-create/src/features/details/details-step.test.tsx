import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { type UploadChunkResult } from 'shared-client';
import { createTestQueryClient, fakeApiForEachTest, signedInForEachTest, TestProviders } from 'shared-client/testing';
import { draftStore } from '../draft/draft-store';
import { renderPhoto } from '../image/render-photo';
import { makeMedia, makePhotoItem, testViewer } from '../../testing/fixtures';
import { CreateStyleScreen } from './CreateStyleScreen';

// jsdom has no canvas: drawing the photo is the one thing not run for real.
vi.mock('../image/render-photo', () => ({ renderPhoto: vi.fn() }));
const render_ = vi.mocked(renderPhoto);

const SEARCH = '/api/v1/web/search/topsearch/';
const PLACES = '/api/v1/location_search/';
const UPLOAD = /^\/rupload_igphoto\//;
const CONFIGURE = '/api/v1/media/configure/';
signedInForEachTest(testViewer);
const api = fakeApiForEachTest();
/** The requests made to `path`. */
const requestsTo = (path: string) => api.requests.filter((request) => request.path === path);

function NotFound() {
  return null;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderScreen() {
  render(
    <TestProviders client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/create/style/']}>
        <Routes>
          <Route path="/create/style/" element={<CreateStyleScreen NotFound={NotFound} />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>,
  );
}

function startAt(step: 'style' | 'details', overrides: Parameters<typeof makePhotoItem>[0] = {}) {
  const item = makePhotoItem(overrides);
  const draft = draftStore.start(item);
  draftStore.update(draft.id, { step });
  return { draft, item };
}

const user = (pk: string, username: string) => ({
  position: 0,
  user: {
    pk,
    id: pk,
    username,
    full_name: `${username} name`,
    is_verified: false,
    is_private: false,
    profile_pic_url: '/a.jpg',
    follower_count: 1,
  },
});

beforeEach(() => {
  render_.mockReset();
  draftStore.clear();
});
afterEach(() => {
  draftStore.clear();
});

describe('the style step', () => {
  it('shows the photo in its crop frame with the crop shapes, zoom and filters', () => {
    startAt('style');
    renderScreen();
    expect(screen.getByRole('dialog', { name: 'Create new post' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Original', pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '1:1' }));
    expect(draftStore.getState().draft?.aspect).toBe('1:1');
    expect(screen.getByTestId('crop-frame').style.aspectRatio).toMatch(/^1( \/ 1)?$/);
    fireEvent.click(screen.getByTestId('filter-moon'));
    expect(screen.getByTestId<HTMLImageElement>('style-preview').style.filter).toContain('grayscale(1)');
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '2' } });
    // Zoomed 2× in a 1:1 frame of an 800×600 photo: the photo is 800/300 = 267 % of the frame.
    expect(screen.getByTestId<HTMLImageElement>('style-preview').style.width).toBe(`${(800 / 300) * 100}%`);
  });

  it('moves the photo in the frame with the arrow keys', () => {
    startAt('style');
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: '1:1' }));
    fireEvent.keyDown(screen.getByTestId('crop-frame'), { key: 'ArrowRight' });
    expect(draftStore.getState().draft?.items[0]).toMatchObject({ edit: { panX: 0.1, panY: 0 } });
  });

  it('Next draws the photos and goes to the details', async () => {
    const { item } = startAt('style', { rendered: null });
    render_.mockResolvedValue({ blob: new Blob(['x']), url: 'blob:drawn', width: 600, height: 600 });
    renderScreen();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(render_).toHaveBeenCalledWith(expect.objectContaining({ key: item.key }), 'original');
    expect(screen.getByTestId<HTMLImageElement>('create-preview').getAttribute('src')).toBe('blob:drawn');
  });

  it('asks before discarding: Cancel keeps the draft, Discard drops it and goes home', () => {
    startAt('style');
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard post?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Escape on the step asks too; Escape on the confirmation cancels it rather than closing everything.
    fireEvent.keyDown(screen.getByRole('button', { name: '1:1' }), { key: 'Escape' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Create new post' })).toBeTruthy();
    expect(draftStore.getState().draft).not.toBeNull();
    // A click on the backdrop asks as well.
    const modal = screen.getByRole('dialog', { name: 'Create new post' });
    fireEvent.pointerDown(modal);
    fireEvent.click(modal);
    expect(screen.getByRole('alertdialog', { name: 'Discard post?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(draftStore.getState().draft).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

describe('the details step', () => {
  it('shows the drawn photo, the viewer and the caption field, with focus in the caption', () => {
    startAt('details');
    renderScreen();
    expect(screen.getByTestId<HTMLImageElement>('create-preview').getAttribute('src')).toBe('blob:rendered');
    expect(screen.getByText('demo')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Caption' }));
  });

  it('keeps what is typed in the store, alt text per photo', () => {
    const { item } = startAt('details');
    renderScreen();
    fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), { target: { value: 'At the beach' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Alt text' }), { target: { value: 'Waves' } });
    expect(draftStore.getState().draft).toMatchObject({
      caption: 'At the beach',
      items: [{ key: item.key, altText: 'Waves' }],
    });
  });

  it('suggests people for an @mention and completes it', async () => {
    api.on('GET', SEARCH, { users: [user('3', 'demo_friend')], hashtags: [], places: [], status: 'ok' });
    startAt('details');
    renderScreen();
    const caption = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Caption' });
    fireEvent.change(caption, { target: { value: 'Hi @dem', selectionStart: 7 } });
    await waitFor(() => expect(screen.getByRole('option', { name: /demo_friend/ })).toBeTruthy());
    expect(requestsTo(SEARCH).map((request) => request.query.get('query'))).toEqual(['@dem']);
    fireEvent.keyDown(caption, { key: 'Enter' });
    expect(draftStore.getState().draft?.caption).toBe('Hi @demo_friend ');
  });

  it('closes the suggestions on Escape without leaving the step', async () => {
    api.on('GET', SEARCH, { users: [user('3', 'demo_friend')], hashtags: [], places: [], status: 'ok' });
    startAt('details');
    renderScreen();
    const caption = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Caption' });
    fireEvent.change(caption, { target: { value: 'Hi @dem', selectionStart: 7 } });
    await waitFor(() => expect(screen.getByRole('option', { name: /demo_friend/ })).toBeTruthy());
    const notPrevented = fireEvent.keyDown(caption, { key: 'Escape' });
    // Handled: the dialog (and the browser's own close request) leave it alone.
    expect(notPrevented).toBe(false);
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByTestId('details-step')).toBeTruthy();
    // A second Escape reaches the dialog: back to the style step.
    fireEvent.keyDown(caption, { key: 'Escape' });
    expect(screen.getByTestId('style-step')).toBeTruthy();
  });

  it('suggests places near where the photo was taken, and takes the chosen one', async () => {
    api.on('GET', PLACES, {
      status: 'ok',
      rank_token: 'r',
      venues: [{ external_id: '12', name: 'The Bund', address: 'Shanghai', lat: 31.24, lng: 121.49 }],
    });
    startAt('details', { gps: { latitude: 31.2, longitude: 121.5 } });
    renderScreen();
    await waitFor(() => expect(screen.getByText('Suggested from where the photo was taken')).toBeTruthy());
    const [asked] = requestsTo(PLACES);
    expect(asked?.query.get('latitude')).toBe('31.2');
    expect(asked?.query.get('longitude')).toBe('121.5');
    expect(asked?.query.has('search_query')).toBe(false);
    fireEvent.click(screen.getByRole('option', { name: /The Bund/ }));
    expect(draftStore.getState().draft?.location).toEqual({
      facebook_places_id: '12',
      name: 'The Bund',
      lat: 31.24,
      lng: 121.49,
    });
    expect(screen.getByTestId('chosen-location').textContent).toContain('The Bund');
  });

  it('tags a person where the photo is clicked (or in the middle from the keyboard)', async () => {
    api.on('GET', SEARCH, { users: [user('9', 'lin')], hashtags: [], places: [], status: 'ok' });
    startAt('details');
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Tag people' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Search for a person' }), { target: { value: 'li' } });
    await waitFor(() => expect(screen.getByRole('option', { name: /lin/ })).toBeTruthy());
    fireEvent.click(screen.getByRole('option', { name: /lin/ }));
    expect(draftStore.getState().draft?.items[0]?.tags).toEqual([
      { user: { pk: '9', username: 'lin' }, x: 0.5, y: 0.5 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the tag of lin' }));
    expect(draftStore.getState().draft?.items[0]?.tags).toEqual([]);
  });

  it('invites collaborators (never the viewer), removes one, and sends the others with the post', async () => {
    api.on('GET', SEARCH, {
      users: [user(testViewer.pk, testViewer.username), user('9', 'lin'), user('8', 'liu')],
      hashtags: [],
      places: [],
      status: 'ok',
    });
    api.on('GET', UPLOAD, { offset: 32 });
    api.on('POST', CONFIGURE, { media: makeMedia(), status: 'ok' });
    startAt('details');
    renderScreen();
    const search = screen.getByRole('combobox', { name: 'Invite collaborators' });
    for (const name of ['lin', 'liu']) {
      fireEvent.change(search, { target: { value: 'l' } });
      await waitFor(() => expect(screen.getByRole('option', { name: new RegExp(name) })).toBeTruthy());
      expect(screen.queryByRole('option', { name: new RegExp(testViewer.username) })).toBeNull();
      fireEvent.click(screen.getByRole('option', { name: new RegExp(name) }));
    }
    expect(screen.getAllByTestId('collab-input-chip').map((chip) => chip.textContent)).toEqual(['lin', 'liu']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove lin from the collaborators' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    await waitFor(() => expect(requestsTo(CONFIGURE)).toHaveLength(1));
    expect(requestsTo(CONFIGURE)[0]?.form.get('invite_coauthor_user_ids_string')).toBe('["8"]');
  });

  it('disables Share and shows the percent while sharing, then goes home', async () => {
    // The drawn photo is 32 bytes; the server holds 8 of them already, the rest arrives on demand.
    let finish: (value: UploadChunkResult) => void = () => undefined;
    api.on('GET', UPLOAD, { offset: 8 });
    api.on('POST', UPLOAD, () => new Promise<UploadChunkResult>((resolve) => (finish = resolve)));
    api.on('POST', CONFIGURE, { media: makeMedia(), status: 'ok' });
    startAt('details');
    renderScreen();
    const share = screen.getByRole('button', { name: 'Share' });

    await act(async () => fireEvent.click(share));
    expect(share).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.getByTestId('share-status').textContent).toBe('Uploading… 25%'));
    expect(screen.getByRole('progressbar', { name: 'Sharing progress' }).getAttribute('aria-valuenow')).toBe('25');

    await act(async () => finish({ offset: 32, status: 'ok', upload_id: 'x', complete: true }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(draftStore.getState().draft).toBeNull();
    expect(requestsTo(CONFIGURE)[0]?.form.get('caption')).toBe('');
    // Collaborators are sent only when there are some.
    expect(requestsTo(CONFIGURE)[0]?.form.has('invite_coauthor_user_ids_string')).toBe(false);
  });

  it('after a failure says so, keeps the caption and lets Share try again', async () => {
    const toasts: AppEvents['toast-requested'][] = [];
    const onToast = (toast: AppEvents['toast-requested']): void => void toasts.push(toast);
    eventBus.on('toast-requested', onToast);
    api.on('GET', UPLOAD, () => {
      throw new TypeError('offline');
    });
    startAt('details');
    renderScreen();
    fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), { target: { value: 'Keep me' } });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));

    expect(screen.getByRole('alert').textContent).toBe("Your post couldn't be shared.");
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveProperty('value', 'Keep me');
    expect(screen.getByRole('button', { name: 'Share' })).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Share' }));
    expect(toasts.map((t) => t.action?.label)).toEqual(['Retry']);
    expect(screen.getByTestId('location').textContent).toBe('/create/style/');
    eventBus.off('toast-requested', onToast);
  });

  it('Back returns to the style step without losing anything', () => {
    startAt('details');
    renderScreen();
    fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), { target: { value: 'kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('style-step')).toBeTruthy();
    expect(draftStore.getState().draft?.caption).toBe('kept');
  });

  it('shows the select step when nothing was chosen (after a reload)', () => {
    renderScreen();
    expect(screen.getByRole('button', { name: 'Select from computer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

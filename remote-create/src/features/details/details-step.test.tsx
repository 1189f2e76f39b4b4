import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  configurePhoto,
  eventBus,
  localeStore,
  sessionStore,
  uploadPhotoResumable,
  type AppEvents,
  type UploadChunkResult,
} from 'shared-contracts';
import { draftStore } from '../draft/draft-store';
import { makeFile, makeMedia, testViewer } from '../../testing/fixtures';
import { CreateStyleScreen } from './CreateStyleScreen';
import type * as SharedContracts from 'shared-contracts';

vi.mock('shared-contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedContracts>();
  return { ...actual, uploadPhotoResumable: vi.fn(), configurePhoto: vi.fn() };
});
const upload = vi.mocked(uploadPhotoResumable);
const configure = vi.mocked(configurePhoto);
const uploadDone: UploadChunkResult = { offset: 16, status: 'ok', upload_id: 'x', complete: true };

function NotFound() {
  return null;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderScreen() {
  render(
    <MemoryRouter initialEntries={['/create/style/']}>
      <Routes>
        <Route path="/create/style/" element={<CreateStyleScreen NotFound={NotFound} />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const photo = makeFile('beach.jpg', 'image/jpeg');
const createObjectURL = vi.fn((_blob: Blob) => 'blob:preview-1');
const revokeObjectURL = vi.fn((_url: string) => undefined);

beforeEach(() => {
  localeStore.setLocale('en');
  sessionStore.setSession(testViewer, 'csrf');
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  upload.mockReset();
  configure.mockReset();
  draftStore.clear();
  draftStore.start(photo, { width: 800, height: 600 });
});

afterEach(() => {
  cleanup();
  draftStore.clear();
});

describe('the details step', () => {
  it('shows the photo, the viewer and the caption field, with focus in the caption', () => {
    renderScreen();
    expect(screen.getByRole('dialog', { name: 'Create new post' })).toBeTruthy();
    const preview = screen.getByTestId<HTMLImageElement>('create-preview');
    expect(preview.getAttribute('src')).toBe('blob:preview-1');
    expect(createObjectURL).toHaveBeenCalledWith(photo);
    expect(preview.alt).toBe('Preview of the selected photo');
    expect(screen.getByText('demo')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Caption' }));
  });

  it('revokes the preview URL when it closes', () => {
    renderScreen();
    cleanup();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('keeps what is typed in the store (it survives the route change)', () => {
    renderScreen();
    fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), { target: { value: 'At the beach' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Alt text' }), { target: { value: 'Waves' } });
    expect(draftStore.getState().draft).toMatchObject({ caption: 'At the beach', altText: 'Waves' });
  });

  it('disables Share and shows the percent while sharing, then goes home', async () => {
    let progress: (fraction: number) => void = () => undefined;
    let finish: (value: UploadChunkResult) => void = () => undefined;
    upload.mockImplementation((_file, _params, options) => {
      progress = (fraction) => options?.onProgress?.(fraction);
      return new Promise((resolve) => (finish = resolve));
    });
    configure.mockResolvedValue({ media: makeMedia(), status: 'ok' });
    renderScreen();
    const share = screen.getByRole('button', { name: 'Share' });

    fireEvent.click(share);
    expect(share).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    act(() => progress(0.42));
    expect(screen.getByTestId('share-status').textContent).toBe('Uploading… 42%');
    expect(screen.getByRole('progressbar', { name: 'Sharing progress' }).getAttribute('aria-valuenow')).toBe('42');
    // no leaving in the middle of a share
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await act(async () => finish(uploadDone));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(draftStore.getState().draft).toBeNull();
  });

  it('after a failure says so, keeps the caption and lets Share try again', async () => {
    const toasts: AppEvents['toast-requested'][] = [];
    const onToast = (toast: AppEvents['toast-requested']): void => void toasts.push(toast);
    eventBus.on('toast-requested', onToast);
    upload.mockRejectedValue(new ApiError(0, 'network', 'offline'));
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

  it('asks before discarding: Cancel keeps the draft, Discard drops it and goes home', () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Discard post?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(draftStore.getState().draft).not.toBeNull();

    fireEvent.keyDown(document, { key: 'Escape' });
    // Escape on the confirmation cancels it rather than closing everything
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(draftStore.getState().draft).not.toBeNull();

    const backdrop = screen.getByTestId('create-backdrop');
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(draftStore.getState().draft).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows the select step when nothing was chosen (after a reload)', () => {
    draftStore.clear();
    renderScreen();
    expect(screen.getByRole('button', { name: 'Select from computer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

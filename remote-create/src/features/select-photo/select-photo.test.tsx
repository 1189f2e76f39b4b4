import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus, localeStore, MAX_PHOTO_UPLOAD_BYTES, type AppEvents } from 'shared-contracts';
import { draftStore } from '../draft/draft-store';
import { makeFile } from '../../testing/fixtures';
import { CreateModalSlot } from './CreateModalSlot';
import { readImageSize } from './read-image-size';

vi.mock('./read-image-size', () => ({ readImageSize: vi.fn() }));
const readSize = vi.mocked(readImageSize);

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Stands in for the /create/style/ screen: it only tells the store it is shown. */
function StyleScreenStub() {
  useEffect(() => draftStore.attachScreen(), []);
  return null;
}

// As in the shell: the slot lives outside the routes, the route screen inside them.
function renderSlot(onClose = vi.fn(), { withStyleScreen = true } = {}) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <CreateModalSlot onClose={onClose} />
      <Routes>
        <Route path="/create/style/" element={withStyleScreen ? <StyleScreenStub /> : null} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return onClose;
}

async function choose(files: File[]): Promise<void> {
  await act(async () => {
    fireEvent.change(screen.getByTestId('create-file-input'), { target: { files } });
  });
}

let toasts: AppEvents['toast-requested'][];
const onToast = (toast: AppEvents['toast-requested']): void => void toasts.push(toast);

beforeEach(() => {
  localeStore.setLocale('en');
  draftStore.clear();
  toasts = [];
  eventBus.on('toast-requested', onToast);
  readSize.mockReset();
  readSize.mockResolvedValue({ width: 800, height: 600 });
});

afterEach(() => {
  eventBus.off('toast-requested', onToast);
  cleanup();
});

describe('the select step', () => {
  it('is a labelled modal dialog with the file input limited to JPEG', () => {
    renderSlot();
    expect(screen.getByRole('dialog', { name: 'Create new post' })).toHaveProperty('ariaModal', 'true');
    expect(screen.getByTestId('create-file-input').getAttribute('accept')).toBe('image/jpeg');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Select from computer' }));
  });

  it.each([
    ['PNG', makeFile('shot.png', 'image/png')],
    ['HEIC', makeFile('IMG_0001.HEIC', 'image/heic')],
    ['PDF', makeFile('menu.pdf', 'application/pdf')],
    ['untyped', makeFile('photo', '')],
  ])('refuses a %s file with the toast and stays open', async (_kind, file) => {
    const onClose = renderSlot();
    await choose([file]);
    expect(toasts).toEqual([{ message: 'Upload failed. Only images are allowed.' }]);
    expect(onClose).not.toHaveBeenCalled();
    expect(draftStore.getState().draft).toBeNull();
    expect(readSize).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('says it in Chinese in zh-CN', async () => {
    localeStore.setLocale('zh-CN');
    renderSlot();
    await choose([makeFile('shot.png', 'image/png')]);
    expect(toasts[0]?.message).toBe('上传失败，只能上传图片。');
  });

  it('refuses a JPEG the browser cannot open', async () => {
    readSize.mockRejectedValueOnce(new Error('broken'));
    const onClose = renderSlot();
    await choose([makeFile('broken.jpg', 'image/jpeg')]);
    expect(toasts[0]?.message).toBe('Upload failed. Only images are allowed.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a photo over the upload limit before uploading', async () => {
    renderSlot();
    await choose([makeFile('huge.jpg', 'image/jpeg', MAX_PHOTO_UPLOAD_BYTES + 1)]);
    expect(toasts[0]?.message).toBe('Upload failed. Photos can be at most 30 MB.');
    expect(draftStore.getState().draft).toBeNull();
  });

  it('takes a JPEG with its size, closes the slot and continues on /create/style/', async () => {
    const jpeg = makeFile('beach.jpg', 'image/jpeg');
    const onClose = renderSlot();
    await choose([jpeg]);
    expect(toasts).toEqual([]);
    expect(draftStore.getState().draft).toMatchObject({ file: jpeg, width: 800, height: 600, caption: '' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/create/style/');
  });

  it('stays up until the /create/style/ screen is shown (it may still be loading)', async () => {
    const onClose = renderSlot(vi.fn(), { withStyleScreen: false });
    await choose([makeFile('beach.jpg', 'image/jpeg')]);
    expect(screen.getByTestId('location').textContent).toBe('/create/style/');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reading photo…' })).toHaveProperty('disabled', true);
  });

  it('uses only the first of several chosen files', async () => {
    const first = makeFile('first.jpg', 'image/jpeg');
    const second = makeFile('second.jpg', 'image/jpeg');
    renderSlot();
    await choose([first, second, makeFile('third.png', 'image/png')]);
    expect(readSize).toHaveBeenCalledTimes(1);
    expect(readSize).toHaveBeenCalledWith(first);
    expect(draftStore.getState().draft?.file).toBe(first);
  });

  it('refuses when the first file is not a JPEG even if a later one is', async () => {
    const onClose = renderSlot();
    await choose([makeFile('first.png', 'image/png'), makeFile('second.jpg', 'image/jpeg')]);
    expect(toasts[0]?.message).toBe('Upload failed. Only images are allowed.');
    expect(draftStore.getState().draft).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('accepts the first file dropped on the drop area', async () => {
    const dropped = makeFile('dropped.jpg', 'image/jpeg');
    renderSlot();
    await act(async () => {
      fireEvent.drop(screen.getByTestId('create-drop-zone'), {
        dataTransfer: { files: [dropped, makeFile('x.png', 'image/png')], types: ['Files'] },
      });
    });
    expect(draftStore.getState().draft?.file).toBe(dropped);
    expect(screen.getByTestId('location').textContent).toBe('/create/style/');
  });

  it('closes on Escape, on the close button and on a backdrop click, without asking', () => {
    const onClose = renderSlot();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const backdrop = screen.getByTestId('create-backdrop');
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(3);
    // a click inside the dialog is not a backdrop click
    fireEvent.pointerDown(screen.getByRole('dialog'));
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PHOTO_UPLOAD_BYTES, type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { draftStore } from '../draft/draft-store';
import { makeFile } from '../../testing/fixtures';
import { CreateModalSlot } from './CreateModalSlot';
import { CreateStyleScreen } from '../details/CreateStyleScreen';
import { readImage } from '../image/read-image';
import { readVideoMetadata } from '../image/read-video';

vi.mock('../image/read-image', () => ({ readImage: vi.fn() }));
vi.mock('../image/read-video', () => ({ readVideoMetadata: vi.fn() }));
const readSize = vi.mocked(readImage);
const readVideo = vi.mocked(readVideoMetadata);

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const HEIC_HEAD = [0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63];
const MP4_HEAD = [0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d];

/** A file whose first bytes say what it is. */
function fileWith(name: string, type: string, head: number[], size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

const jpegFile = (name: string, size = 64): File => fileWith(name, 'image/jpeg', JPEG_HEAD, size);

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Stands in for the /create/style/ screen: it only tells the store it is shown. */
function StyleScreenStub() {
  useEffect(() => draftStore.attachScreen(), []);
  return null;
}

// As in the shell: the slot lives outside the routes, the route screen inside them.
function renderSlot(onClose = vi.fn(), { withStyleScreen = true, realStyleScreen = false } = {}) {
  const styleScreen = realStyleScreen ? <CreateStyleScreen NotFound={() => null} /> : <StyleScreenStub />;
  render(
    <MemoryRouter initialEntries={['/']}>
      <CreateModalSlot onClose={onClose} />
      <Routes>
        <Route path="/create/style/" element={withStyleScreen ? styleScreen : null} />
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
  readSize.mockResolvedValue({
    result: {
      dataURL: 'data:image/jpeg;base64,AA==',
      width: 800,
      height: 600,
      orientation: 6,
      rotationAngle: 90,
      mirrored: false,
      gps: { latitude: 31.2, longitude: 121.5 },
      flashFired: true,
    },
    upright: document.createElement('canvas'),
  });
  readVideo.mockReset();
});

afterEach(() => {
  eventBus.off('toast-requested', onToast);
  cleanup();
});

describe('the select step', () => {
  it('is a labelled modal dialog with the file input limited to JPEG photos and MP4/MOV/WebM videos', () => {
    renderSlot();
    expect(screen.getByRole('dialog', { name: 'Create new post' })).toHaveProperty('ariaModal', 'true');
    expect(screen.getByTestId('create-file-input').getAttribute('accept')).toBe(
      'image/jpeg,video/mp4,video/quicktime,video/webm',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Select from computer' }));
  });

  it.each([
    ['PNG', fileWith('shot.png', 'image/png', [0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])],
    ['PNG named .jpg', fileWith('shot.jpg', 'image/jpeg', [0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])],
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

  it.each([
    ['by its bytes', fileWith('IMG_0001.jpg', 'image/jpeg', HEIC_HEAD)],
    ['by its name', makeFile('IMG_0001.HEIC', '')],
  ])('recognises HEIC %s and refuses it with its own message', async (_how, file) => {
    renderSlot();
    await choose([file]);
    expect(toasts).toEqual([{ message: "HEIC/HEIF photos aren't supported. Choose a JPEG photo." }]);
    expect(draftStore.getState().draft).toBeNull();
  });

  it.each([
    [{ width: 640, height: 360, durationSeconds: 2 }, 'The video must be longer than 3 seconds.'],
    [{ width: 640, height: 360, durationSeconds: 95 }, 'The video must be shorter than 90 seconds.'],
    [{ width: 1280, height: 360, durationSeconds: 5 }, "This video's aspect ratio isn't supported."],
    [null, "This video isn't supported."],
  ])('checks a video before accepting it (%o)', async (metadata, message) => {
    readVideo.mockResolvedValueOnce(metadata);
    renderSlot();
    await choose([fileWith('clip.mp4', 'video/mp4', MP4_HEAD)]);
    expect(toasts).toEqual([{ message }]);
    expect(draftStore.getState().draft).toBeNull();
  });

  it('refuses other video formats', async () => {
    renderSlot();
    await choose([makeFile('clip.avi', 'video/x-msvideo')]);
    expect(toasts).toEqual([{ message: "This video format isn't supported." }]);
  });

  it('takes a good video into a draft of its own', async () => {
    readVideo.mockResolvedValueOnce({ width: 720, height: 1280, durationSeconds: 12 });
    Object.assign(URL, { createObjectURL: () => 'blob:clip' });
    renderSlot();
    const clip = fileWith('clip.mp4', 'video/mp4', MP4_HEAD);
    await choose([clip]);
    expect(draftStore.getState().draft?.items[0]).toMatchObject({ kind: 'video', file: clip, durationSeconds: 12 });
    expect(screen.getByTestId('location').textContent).toBe('/create/style/');
  });

  it('refuses a JPEG the browser cannot open', async () => {
    readSize.mockRejectedValueOnce(new Error('broken'));
    const onClose = renderSlot();
    await choose([jpegFile('broken.jpg')]);
    expect(toasts[0]?.message).toBe('Upload failed. Only images are allowed.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a photo over the upload limit before uploading', async () => {
    renderSlot();
    await choose([jpegFile('huge.jpg', MAX_PHOTO_UPLOAD_BYTES + 1)]);
    expect(toasts[0]?.message).toBe('Upload failed. Photos can be at most 30 MB.');
    expect(draftStore.getState().draft).toBeNull();
  });

  it('takes a JPEG with what was read from it, starts a POST session and continues on /create/style/', async () => {
    const jpeg = jpegFile('beach.jpg');
    const onClose = renderSlot();
    await choose([jpeg]);
    expect(toasts).toEqual([]);
    expect(draftStore.getState().draft).toMatchObject({
      mode: 'POST',
      step: 'style',
      caption: '',
      items: [
        {
          kind: 'photo',
          file: jpeg,
          width: 800,
          height: 600,
          orientation: 6,
          gps: { latitude: 31.2 },
          flashFired: true,
        },
      ],
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/create/style/');
  });

  it('stays up until the /create/style/ screen is shown (it may still be loading)', async () => {
    const onClose = renderSlot(vi.fn(), { withStyleScreen: false });
    await choose([jpegFile('beach.jpg')]);
    expect(screen.getByTestId('location').textContent).toBe('/create/style/');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reading…' })).toHaveProperty('disabled', true);
  });

  it('uses only the first of several chosen files', async () => {
    const first = jpegFile('first.jpg');
    const second = jpegFile('second.jpg');
    renderSlot();
    await choose([first, second, makeFile('third.png', 'image/png')]);
    expect(readSize).toHaveBeenCalledTimes(1);
    expect(readSize).toHaveBeenCalledWith(first);
    expect(draftStore.getState().draft?.items.map((item) => item.file)).toEqual([first]);
  });

  it('refuses when the first file is not a JPEG even if a later one is', async () => {
    const onClose = renderSlot();
    await choose([makeFile('first.png', 'image/png'), jpegFile('second.jpg')]);
    expect(toasts[0]?.message).toBe('Upload failed. Only images are allowed.');
    expect(draftStore.getState().draft).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('accepts the first file dropped on the drop area', async () => {
    const dropped = jpegFile('dropped.jpg');
    renderSlot();
    await act(async () => {
      fireEvent.drop(screen.getByTestId('create-drop-zone'), {
        dataTransfer: { files: [dropped, makeFile('x.png', 'image/png')], types: ['Files'] },
      });
    });
    expect(draftStore.getState().draft?.items[0]?.file).toBe(dropped);
    expect(screen.getByTestId('location').textContent).toBe('/create/style/');
  });

  it('closes on Escape, on the close button and on a backdrop click, without asking', () => {
    const onClose = renderSlot();
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Select from computer' }), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // The <dialog> itself is what a click on the backdrop hits.
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
    // a click inside the dialog is not a backdrop click
    fireEvent.pointerDown(screen.getByTestId('create-drop-zone'));
    fireEvent.click(screen.getByTestId('create-drop-zone'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('opens in profile picture mode when the profile asks for it: photos only, a square crop', async () => {
    eventBus.emit('create:open-profile-picture', { userId: '7' });
    const onClose = renderSlot(vi.fn(), { realStyleScreen: true });
    // The slot hands over to the route's select step and shows nothing of its own: one dialog,
    // one file input, so a chosen file cannot land in a modal that is about to go.
    expect(screen.getByTestId('location').textContent).toBe('/create/style/');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Change profile photo' })).toBeTruthy();
    expect(screen.getAllByTestId('create-file-input')).toHaveLength(1);
    expect(screen.getByTestId('create-file-input').getAttribute('accept')).toBe('image/jpeg');
    await choose([fileWith('clip.mp4', 'video/mp4', MP4_HEAD)]);
    expect(toasts).toEqual([{ message: 'Upload failed. Only images are allowed.' }]);
    await choose([jpegFile('me.jpg')]);
    expect(draftStore.getState().draft).toMatchObject({ mode: 'PROFILE_PIC_POST_UPSELL', aspect: '1:1' });
    eventBus.emit('create-requested', { mode: 'POST' });
  });
});

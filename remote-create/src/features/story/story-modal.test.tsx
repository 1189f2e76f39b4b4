import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { catalogProblems } from 'shared-ui/testing';
import { createTestQueryClient, installFakeApi, TestProviders, type FakeApi } from 'shared-client/testing';
import { readImage } from '../image/read-image';
import { CreateModalSlot } from '../select-photo/CreateModalSlot';
import { storyComposerCatalogs } from './messages';

vi.mock('../image/read-image', () => ({ readImage: vi.fn() }));
vi.mock('../image/read-video', () => ({ readVideoMetadata: vi.fn() }));
const readSize = vi.mocked(readImage);

function jpeg(): File {
  const bytes = new Uint8Array(64);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], 'story.jpg', { type: 'image/jpeg' });
}

let api: FakeApi;
let toasts: string[];
const onToast = (toast: AppEvents['toast-requested']) => toasts.push(toast.message);

beforeEach(() => {
  act(() => localeStore.setLocale('en'));
  api = installFakeApi();
  toasts = [];
  eventBus.on('toast-requested', onToast);
  readSize.mockResolvedValue({
    result: { width: 1080, height: 1920 },
    upright: {},
  } as unknown as Awaited<ReturnType<typeof readImage>>);
  globalThis.URL.createObjectURL = vi.fn(() => 'blob:story');
  globalThis.URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  api.restore();
  eventBus.off('toast-requested', onToast);
});

function renderCreate(onClose = vi.fn()) {
  const client = createTestQueryClient();
  render(
    <TestProviders client={client}>
      <MemoryRouter>
        <CreateModalSlot onClose={onClose} />
      </MemoryRouter>
    </TestProviders>,
  );
  return { client, onClose };
}

// Each test renders the whole modal (under load it took over 5 s once).
describe('posting a story from the Create modal', () => {
  it('has the same keys in both languages and no English left in zh-CN', () => {
    expect(catalogProblems(storyComposerCatalogs)).toEqual([]);
  });

  it('offers Post and Story; Story uploads the file and shares it to close friends, then reads the tray again', async () => {
    const { client, onClose } = renderCreate();
    expect(screen.getByRole('radio', { name: 'Post' })).toHaveProperty('checked', true);
    client.setQueryData(['stories', 'tray'], { tray: [], status: 'ok' });

    fireEvent.click(screen.getByRole('radio', { name: 'Story' }));
    expect(await screen.findByRole('dialog', { name: 'Create story' })).toBeTruthy();

    await act(async () => {
      fireEvent.change(screen.getByTestId('story-file-input'), { target: { files: [jpeg()] } });
    });
    expect(screen.getByTestId('story-preview')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Everyone' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Close friends' }));

    let uploaded = 0;
    api.on('GET', /^\/rupload_igphoto\//, () => ({ offset: 0 }));
    api.on('POST', /^\/rupload_igphoto\//, (request) => {
      uploaded += 1;
      return { offset: 64, status: 'ok', upload_id: request.path, complete: true };
    });
    api.on('POST', '/api/v1/media/configure_to_story/', () => ({ media: { id: '900' }, status: 'ok' }));

    await act(async () => {
      fireEvent.click(screen.getByTestId('story-share'));
    });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });

    expect(uploaded).toBe(1);
    const configure = api.requests.find((r) => r.path === '/api/v1/media/configure_to_story/');
    expect(configure?.form.get('audience')).toBe('close_friends');
    expect(configure?.form.get('upload_id')).toMatch(/^\d+$/);
    expect(client.getQueryState(['stories', 'tray'])?.isInvalidated).toBe(true);
    expect(toasts).toContain('Shared to your story');
  }, 20_000);

  it('keeps the story in the modal to try again when sharing fails', async () => {
    const { onClose } = renderCreate();
    fireEvent.click(screen.getByRole('radio', { name: 'Story' }));
    await act(async () => {
      fireEvent.change(await screen.findByTestId('story-file-input'), { target: { files: [jpeg()] } });
    });
    api.on('GET', /^\/rupload_igphoto\//, () => ({ status: 500, body: { error_id: 'internal', message: 'x' } }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('story-share'));
    });
    await vi.waitFor(() => expect(toasts).toContain("Couldn't share your story. Try again."), { timeout: 10_000 });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('story-share')).toHaveProperty('disabled', false);
  }, 20_000);
});

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurePhoto, eventBus, localeStore, uploadResumable, type AppEvents } from 'shared-contracts';
import { makeMedia } from '../../testing/fixtures';
import { pendingJobs } from '../publish/pending-jobs';
import type { PublishJob } from '../publish/publish-job';
import { CreateStyleScreen } from '../details/CreateStyleScreen';
import type * as SharedContracts from 'shared-contracts';

vi.mock('shared-contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedContracts>();
  return { ...actual, uploadResumable: vi.fn(), configurePhoto: vi.fn() };
});
const upload = vi.mocked(uploadResumable);
const configure = vi.mocked(configurePhoto);

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const job: PublishJob = {
  id: 'session-1-post',
  mode: 'POST',
  kind: 'photo',
  items: [
    {
      blob: new Blob([new Uint8Array(64)], { type: 'image/jpeg' }),
      mediaType: 1,
      width: 10,
      height: 10,
      uploadId: '17000000000000001',
      altText: 'kept alt',
      usertags: [],
    },
  ],
  caption: 'kept across the reload',
  location: null,
  hideCounts: false,
  commentsOff: false,
  createdAt: Date.now(),
};

function renderAfterReload() {
  render(
    <MemoryRouter initialEntries={['/create/style/']}>
      <Routes>
        <Route path="/create/style/" element={<CreateStyleScreen NotFound={() => null} />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localeStore.setLocale('en');
  upload.mockReset();
  configure.mockReset();
});

afterEach(async () => {
  cleanup();
  await pendingJobs.remove(job.id);
});

describe('resuming after a reload', () => {
  it('offers the unfinished publish and finishes it with the same upload id, without the file', async () => {
    await pendingJobs.save(job);
    upload.mockResolvedValue({ offset: 64, status: 'ok', upload_id: job.items[0]!.uploadId, complete: true });
    configure.mockResolvedValue({ media: makeMedia(), status: 'ok' });
    const created: AppEvents['post-created'][] = [];
    const onCreated = (event: AppEvents['post-created']): void => void created.push(event);
    eventBus.on('post-created', onCreated);
    renderAfterReload();

    const offer = await screen.findByRole('region', { name: "A post didn't finish sharing" });
    expect(offer).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resume' })));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(upload.mock.calls[0]![0]).toBe(job.items[0]!.blob);
    expect(upload.mock.calls[0]![1].upload_id).toBe('17000000000000001');
    expect(configure.mock.calls[0]![0]).toMatchObject({
      caption: 'kept across the reload',
      custom_accessibility_caption: 'kept alt',
    });
    expect(created).toHaveLength(1);
    expect(await pendingJobs.latest()).toBeNull();
    eventBus.off('post-created', onCreated);
  });

  it('Discard forgets it', async () => {
    await pendingJobs.save(job);
    renderAfterReload();
    await screen.findByRole('region', { name: "A post didn't finish sharing" });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Discard' })));
    expect(screen.queryByRole('region')).toBeNull();
    expect(await pendingJobs.latest()).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });
});

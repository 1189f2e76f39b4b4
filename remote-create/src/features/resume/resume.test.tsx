import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { createTestQueryClient, installFakeApi, TestProviders, type FakeApi } from 'shared-client/testing';
import { makeMedia } from '../../testing/fixtures';
import { pendingJobs } from '../publish/pending-jobs';
import type { PublishJob } from '../publish/publish-job';
import { CreateStyleScreen } from '../details/CreateStyleScreen';

const UPLOAD = /^\/rupload_igphoto\//;
const CONFIGURE = '/api/v1/media/configure/';
let api: FakeApi;

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
    <TestProviders client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/create/style/']}>
        <Routes>
          <Route path="/create/style/" element={<CreateStyleScreen NotFound={() => null} />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeEach(() => {
  localeStore.setLocale('en');
  api = installFakeApi();
});

afterEach(async () => {
  cleanup();
  api.restore();
  await pendingJobs.remove(job.id);
});

describe('resuming after a reload', () => {
  it('offers the unfinished publish and finishes it with the same upload id, without the file', async () => {
    await pendingJobs.save(job);
    // The server already holds half of the file from before the reload.
    api.on('GET', UPLOAD, { offset: 32 });
    api.on('POST', UPLOAD, { offset: 64, status: 'ok', upload_id: job.items[0]!.uploadId, complete: true });
    api.on('POST', CONFIGURE, { media: makeMedia(), status: 'ok' });
    const created: AppEvents['post-created'][] = [];
    const onCreated = (event: AppEvents['post-created']): void => void created.push(event);
    eventBus.on('post-created', onCreated);
    renderAfterReload();

    const offer = await screen.findByRole('region', { name: "A post didn't finish sharing" });
    expect(offer).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resume' })));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    // The same upload (its id, and the 64 bytes kept), continued from the server's offset.
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /rupload_igphoto/17000000000000001_0_64',
      'POST /rupload_igphoto/17000000000000001_0_64',
      `POST ${CONFIGURE}`,
    ]);
    const configure = api.requests[2]!.form;
    expect(configure.get('upload_id')).toBe('17000000000000001');
    expect(configure.get('caption')).toBe('kept across the reload');
    expect(configure.get('custom_accessibility_caption')).toBe('kept alt');
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
    expect(api.requests).toEqual([]);
  });
});

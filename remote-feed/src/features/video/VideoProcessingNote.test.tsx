import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { localeStore } from 'shared-ui';
import { createTestQueryClient, makeTestMedia, TestProviders } from 'shared-client/testing';
import { PostMedia } from '../post-media/PostMedia';

// The author's own video on its page before it is ready (docs/behaviour/media.md#video-processing).
const renderPost = (status: 'processing' | 'failed') =>
  render(
    <TestProviders client={createTestQueryClient()}>
      <MemoryRouter>
        <PostMedia
          media={makeTestMedia({ media_type: 2, video_processing: { status, progress: 0.25 } })}
          sizes="470px"
          onDoubleTapLike={() => undefined}
        />
      </MemoryRouter>
    </TestProviders>,
  );

describe('a post whose video is still processing', () => {
  beforeEach(() => act(() => localeStore.setLocale('en')));
  afterEach(cleanup);

  it('shows its progress instead of a player', async () => {
    renderPost('processing');
    expect((await screen.findByRole('status')).textContent).toBe('Processing video… 25%');
    expect(document.querySelector('video')).toBeNull();
    act(() => localeStore.setLocale('zh-CN'));
    expect(screen.getByRole('status').textContent).toBe('正在处理视频… 25%');
  });

  it('says so when processing failed', async () => {
    renderPost('failed');
    expect((await screen.findByRole('status')).textContent).toBe(
      "This video couldn't be processed. Delete the post and share it again.",
    );
  });
});

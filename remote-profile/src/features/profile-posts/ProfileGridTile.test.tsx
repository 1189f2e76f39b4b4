import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { profilePostsKeys } from 'shared-client/queries';
import { makeTestMedia } from 'shared-client/testing';
import { renderInApp } from '../../test-render';
import { ProfileGridTile } from './ProfileGridTile';

// The author's own video still transcoding (docs/behaviour/media.md#video-processing).
describe('ProfileGridTile of a video still processing', () => {
  beforeEach(() => act(() => localeStore.setLocale('en')));
  afterEach(cleanup);

  it('says how far it has come, in both languages, and that it failed', () => {
    const processing = makeTestMedia({ media_type: 2, video_processing: { status: 'processing', progress: 0.4 } });
    renderInApp(<ProfileGridTile media={processing} />);
    expect(screen.getByRole('status').textContent).toBe('Processing… 40%');
    act(() => localeStore.setLocale('zh-CN'));
    expect(screen.getByRole('status').textContent).toBe('正在处理… 40%');
    cleanup();
    const failed = makeTestMedia({ media_type: 2, video_processing: { status: 'failed', progress: 0.4 } });
    renderInApp(<ProfileGridTile media={failed} />);
    expect(screen.getByRole('status').textContent).toBe('视频处理失败');
  });

  it('shows nothing of the kind for a ready video', () => {
    renderInApp(<ProfileGridTile media={makeTestMedia({ media_type: 2 })} />);
    expect(screen.queryByTestId('video-processing')).toBeNull();
  });

  it('asks for the grids again when the server says the video is ready', () => {
    const processing = makeTestMedia({ media_type: 2, video_processing: { status: 'processing', progress: 0 } });
    const { client } = renderInApp(<ProfileGridTile media={processing} />);
    client.setQueryData(profilePostsKeys.tab('7', 'posts'), { pages: [], pageParams: [] });
    act(() =>
      eventBus.emit('realtime-event', {
        type: 'media-processing',
        target: 'media',
        id: processing.pk,
        status: 'processing',
        progress: 0.5,
      }),
    );
    expect(client.getQueryState(profilePostsKeys.tab('7', 'posts'))?.isInvalidated).toBe(false);
    act(() =>
      eventBus.emit('realtime-event', {
        type: 'media-processing',
        target: 'media',
        id: processing.pk,
        status: 'ready',
        progress: 1,
      }),
    );
    expect(client.getQueryState(profilePostsKeys.tab('7', 'posts'))?.isInvalidated).toBe(true);
  });
});

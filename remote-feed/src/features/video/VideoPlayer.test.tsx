import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from 'shared-ui';
import { makeTestMedia } from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import type { AttachOptions } from './attach-video';
import { setSoundOn } from './sound-preference';
import { VideoPlayer, type VideoItem } from './VideoPlayer';

const attach = vi.hoisted(() => vi.fn());
vi.mock('./attach-video', () => ({ attachVideo: attach }));

const item: VideoItem = makeTestMedia({
  media_type: 2,
  video_hls_url: '/media/v/master.m3u8',
  video_versions: [{ type: 101, url: '/media/v/720.mp4', width: 720, height: 1280 }],
  has_audio: true,
});

beforeEach(() => {
  act(() => localeStore.setLocale('en'));
  setSoundOn(false);
  attach.mockReset();
  attach.mockResolvedValue({ kind: 'progressive', detach: () => undefined });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('VideoPlayer', () => {
  it('shows the poster, what failed and Retry, and Retry attaches again', async () => {
    attach.mockRejectedValueOnce(new Error('Cannot play video: No progressive URL is available'));
    renderInApp(<VideoPlayer item={item} label="Video by ana.lima" eager />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't play the video.");
    expect(alert.querySelector('img')?.getAttribute('src')).toBe('/media/m7/1080.webp');
    expect(attach).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(attach).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('asks for the file first when told to, and Retry after a failure goes back to the stream first', async () => {
    attach.mockRejectedValueOnce(new Error('Cannot play video: No progressive URL is available'));
    renderInApp(<VideoPlayer item={item} label="Video" eager progressiveFirst />);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(attach).toHaveBeenCalledTimes(2));
    const asked = (attach.mock.calls as Array<[unknown, unknown, AttachOptions]>).map(([, , o]) => o.progressiveFirst);
    expect(asked).toEqual([true, false]);
  });

  it('explains a failure the source reports by its kind', async () => {
    attach.mockImplementationOnce(async (_video: HTMLVideoElement, _item: unknown, options: AttachOptions) => {
      options.onFatalError({ kind: 'HTTPError', status: 403 });
      return { kind: 'hls.js', detach: () => undefined };
    });
    renderInApp(<VideoPlayer item={item} label="Video" eager />);
    const alert = await screen.findByRole('alert');
    expect(alert.dataset.errorKind).toBe('HTTPError');
    expect(alert.textContent).toContain("The video isn't available right now.");
  });

  it('names the sound button by what it does and shares the choice', async () => {
    renderInApp(
      <>
        <VideoPlayer item={item} label="First" eager testId="first" />
        <VideoPlayer item={item} label="Second" eager testId="second" />
      </>,
    );
    const [first] = screen.getAllByRole('button', { name: 'Turn sound on' });
    expect((screen.getByTestId('first') as HTMLVideoElement).muted).toBe(true);
    fireEvent.click(first!);
    expect(screen.getAllByRole('button', { name: 'Turn sound off' })).toHaveLength(2);
    expect((screen.getByTestId('second') as HTMLVideoElement).muted).toBe(false);
  });

  it('keeps a copyright-silenced video muted with a visible note and no sound button', () => {
    setSoundOn(true);
    renderInApp(
      <VideoPlayer item={{ ...item, audio_availability: 'AVAILABLE_BUT_MUTED' }} label="Video" eager testId="v" />,
    );
    expect(screen.getByTestId('audio-unavailable').textContent).toBe('Audio unavailable');
    expect(screen.queryByRole('button', { name: /sound/ })).toBeNull();
    expect((screen.getByTestId('v') as HTMLVideoElement).muted).toBe(true);
  });

  it('offers no sound button for a video without audio', () => {
    renderInApp(<VideoPlayer item={{ ...item, has_audio: false }} label="Video" eager />);
    expect(screen.queryByRole('button', { name: /sound/ })).toBeNull();
    expect(screen.queryByTestId('audio-unavailable')).toBeNull();
  });

  it('plays once its stream is attached, when it was on screen before the stream was', async () => {
    // On screen at once: the observer reports the whole video visible as soon as it observes it.
    class OnScreen {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        const entry = { isIntersecting: true, intersectionRatio: 1, target } as IntersectionObserverEntry;
        this.report([entry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', OnScreen);
    let attached: (value: { kind: string; detach: () => void }) => void = () => undefined;
    attach.mockReturnValueOnce(new Promise((resolve) => (attached = resolve)));
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    renderInApp(<VideoPlayer item={item} label="Video" eager />);
    await waitFor(() => expect(attach).toHaveBeenCalledTimes(1));
    const playsBefore = play.mock.calls.length;
    // Attaching a source resets the element to paused: the player must ask to play again.
    await act(async () => attached({ kind: 'hls.js', detach: () => undefined }));
    await waitFor(() => expect(play.mock.calls.length).toBeGreaterThan(playsBefore));
  });

  it('attaches again only when the files change, not when the post around them does', async () => {
    const view = render(<VideoPlayer item={item} label="Video" eager />);
    await waitFor(() => expect(attach).toHaveBeenCalledTimes(1));
    view.rerender(<VideoPlayer item={{ ...item }} label="Video" eager />);
    view.rerender(<VideoPlayer item={{ ...item, has_audio: false }} label="Video" eager />);
    await act(async () => undefined);
    expect(attach).toHaveBeenCalledTimes(1);
    view.rerender(<VideoPlayer item={{ ...item, video_hls_url: '/media/w/master.m3u8' }} label="Video" eager />);
    await waitFor(() => expect(attach).toHaveBeenCalledTimes(2));
  });

  it('counts loops and ends playback once no loop remains', () => {
    const onEnded = vi.fn();
    renderInApp(<VideoPlayer item={item} label="Video" eager loopCount={2} onEnded={onEnded} testId="v" />);
    const video = screen.getByTestId('v');
    fireEvent.ended(video);
    expect(onEnded).not.toHaveBeenCalled();
    fireEvent.ended(video);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('loops forever by default', () => {
    const onEnded = vi.fn();
    renderInApp(<VideoPlayer item={item} label="Video" eager onEnded={onEnded} testId="v" />);
    for (let i = 0; i < 5; i += 1) fireEvent.ended(screen.getByTestId('v'));
    expect(onEnded).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { connectAnalyticsSink } from 'shared-client';
import { localeStore } from 'shared-ui';
import { VideoUpsell } from './VideoUpsell';
import { videoUpsellCatalogs } from './video-upsell-messages';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Callback[] = [];

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly callback: Callback;
      private live = true;
      constructor(callback: Callback) {
        this.callback = (entries) => {
          if (this.live) callback(entries);
        };
        observed.push(this.callback);
      }
      observe() {}
      disconnect() {
        this.live = false;
      }
    },
  );
  act(() => localeStore.setLocale('en'));
});

afterEach(() => {
  cleanup();
  connectAnalyticsSink(null);
  vi.unstubAllGlobals();
});

function renderUpsell() {
  const router = createMemoryRouter([{ path: '*', element: <VideoUpsell mediaId="42" /> }], {
    initialEntries: ['/p/abc/'],
  });
  render(<RouterProvider router={router} />);
}

describe('VideoUpsell', () => {
  it('logs its impression once, when it first enters view, not before', () => {
    const events: string[] = [];
    connectAnalyticsSink((input) => events.push(input.event));
    renderUpsell();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/accounts/emailsignup/?source=video_upsell',
    );
    expect(events).toEqual([]);
    act(() => observed.forEach((callback) => callback([{ isIntersecting: false }])));
    expect(events).toEqual([]);
    act(() => observed.forEach((callback) => callback([{ isIntersecting: true }])));
    act(() => observed.forEach((callback) => callback([{ isIntersecting: true }])));
    expect(events).toEqual(['video_upsell_impression']);
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(videoUpsellCatalogs.en).sort()).toEqual(Object.keys(videoUpsellCatalogs['zh-CN']).sort());
  });
});

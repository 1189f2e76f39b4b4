import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { localeStore } from 'shared-ui';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

import { RemoteBoundary } from './RemoteBoundary';
import { remoteRegistry, RemoteUnavailableError } from './remote-registry';

afterEach(cleanup);

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new RemoteUnavailableError('feed', 'load-failed', 'down');
  return <p>feed is here</p>;
}

describe('RemoteBoundary', () => {
  it('shows the translated fallback and recovers on Retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reset = vi.spyOn(remoteRegistry, 'reset');
    localeStore.setLocale('zh-CN');
    render(
      <RemoteBoundary remote="feed">
        <Flaky />
      </RemoteBoundary>,
    );
    expect(screen.getByTestId('remote-fallback').textContent).toContain('这部分内容暂时无法加载。');
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reset).toHaveBeenCalledWith('feed');
    expect(screen.getByText('feed is here')).toBeTruthy();
  });

  it('says an incompatible remote needs an update, in English too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localeStore.setLocale('en');
    function Old(): never {
      throw new RemoteUnavailableError('feed', 'incompatible', 'major 2');
    }
    render(
      <RemoteBoundary remote="feed">
        <Old />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('needs an update');
    localeStore.setLocale('zh-CN');
  });

  // A whole page is its main landmark with a level-one heading from the first frame, so a page
  // read while its remote still loads (or after it failed) has the same structure as a loaded one.
  it('as a page, is the main landmark with a heading while loading and after a failure', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localeStore.setLocale('en');
    function Loading(): never {
      throw new Promise<void>(() => undefined);
    }
    const { unmount } = render(
      <RemoteBoundary remote="feed" page>
        <Loading />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Loading…');
    unmount();
    shouldThrow = true;
    render(
      <RemoteBoundary remote="feed" page>
        <Flaky />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('main').querySelector('[data-testid="remote-fallback"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("This part of the page couldn't load.");
    localeStore.setLocale('zh-CN');
  });
});

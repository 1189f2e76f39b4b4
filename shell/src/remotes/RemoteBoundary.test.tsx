import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { localeStore } from 'shared-contracts';

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
});

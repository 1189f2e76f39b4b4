import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createValueStore } from 'shared-ui';
import type { RemoteNav } from 'shared-client';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
const network = vi.hoisted(() => ({ importNavModule: vi.fn<(url: string) => Promise<unknown>>() }));
vi.mock('./import-nav-module', () => network);

import { remoteRegistry } from '../remotes/remote-registry';
import { useNavBadgeCount } from './nav-badges';

afterEach(cleanup);

describe('the badges remotes contribute to nav entries', () => {
  it('tries a failed nav module again on the next render, and leaves out one built for another contracts major', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    remoteRegistry.configure({
      apiOrigin: '',
      remotes: [{ name: 'direct', entry: '/remotes/direct/mf-manifest.json' }],
    });
    const count = createValueStore(4);
    const nav = (contractVersion: string) => ({
      default: {
        name: 'direct',
        contractVersion,
        entries: [{ item: 'messages', badge: () => count }],
      } satisfies RemoteNav,
    });
    network.importNavModule.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(nav('2.0.0'));

    const first = renderHook(() => useNavBadgeCount('messages', 'direct'));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(first.result.current).toBe(0);
    first.unmount();

    const second = renderHook(() => useNavBadgeCount('messages', 'direct'));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(network.importNavModule).toHaveBeenCalledTimes(2);
    expect(second.result.current).toBe(0);
    second.unmount();

    // Incompatible: not asked again, and no badge.
    renderHook(() => useNavBadgeCount('messages', 'direct'));
    expect(network.importNavModule).toHaveBeenCalledTimes(2);
  });

  it('gives no count to an entry without a remote, nor to Threads', () => {
    expect(renderHook(() => useNavBadgeCount('home', undefined)).result.current).toBe(0);
    expect(renderHook(() => useNavBadgeCount('threads', undefined)).result.current).toBe(0);
  });
});

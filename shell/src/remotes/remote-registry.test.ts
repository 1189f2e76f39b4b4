import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

import { RemoteRegistry, RemoteUnavailableError } from './remote-registry';
import { LOAD_FAILURE_MARKER } from './federation-runtime-plugin';

const manifest = { apiOrigin: '', remotes: [{ name: 'feed' as const, entry: '/remotes/feed/mf-manifest.json' }] };
const entry = (contractVersion: string) => ({ default: { name: 'feed', contractVersion, routes: {}, slots: {} } });

describe('RemoteRegistry', () => {
  beforeEach(() => {
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
  });

  it('registers the manifest entries as absolute URLs without loading anything', () => {
    const registry = new RemoteRegistry();
    registry.configure(manifest);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'feed', entry: `${window.location.origin}/remotes/feed/mf-manifest.json` },
    ]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('loads a remote once and keeps its entry', async () => {
    runtime.loadRemote.mockResolvedValue(entry('1.2.0'));
    const registry = new RemoteRegistry();
    registry.configure(manifest);
    const [a, b] = await Promise.all([registry.load('feed'), registry.load('feed')]);
    expect(a).toBe(b);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('feed/entry');
  });

  it('refuses a remote built against another contracts major', async () => {
    runtime.loadRemote.mockResolvedValue(entry('2.0.0'));
    const registry = new RemoteRegistry();
    registry.configure(manifest);
    await expect(registry.load('feed')).rejects.toMatchObject({ reason: 'incompatible' });
  });

  it('turns the runtime plugin failure marker into an error, keeps it until reset, then retries', async () => {
    runtime.loadRemote.mockResolvedValueOnce({
      default: { [LOAD_FAILURE_MARKER]: true, id: 'feed/entry', message: 'Failed to get manifest' },
    });
    runtime.loadRemote.mockResolvedValueOnce(entry('1.0.0'));
    const registry = new RemoteRegistry();
    registry.configure(manifest);
    const failed = registry.load('feed');
    await expect(failed).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(registry.load('feed')).toBe(failed);
    registry.reset('feed');
    await expect(registry.load('feed')).resolves.toMatchObject({ name: 'feed' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('fails clearly for a remote missing from the manifest', async () => {
    const registry = new RemoteRegistry();
    registry.configure(manifest);
    await expect(registry.load('direct')).rejects.toMatchObject({ reason: 'not-configured' });
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

const contracts = vi.hoisted(() => ({ fetchRemoteManifest: vi.fn() }));
vi.mock('shared-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  fetchRemoteManifest: contracts.fetchRemoteManifest,
}));

import { firstScreenRemote, startRemotes, type PageFacts } from './start-remotes';
import type { RemoteRegistry } from './remote-registry';

const remotes = [
  { name: 'feed' as const, entry: '/remotes/feed/mf-manifest.json' },
  { name: 'profile' as const, entry: '/remotes/profile/mf-manifest.json' },
];

function fakeRegistry() {
  const calls: string[] = [];
  const registry = {
    configure: vi.fn(() => calls.push('configure')),
    load: vi.fn((name: string) => {
      calls.push(`load ${name}`);
      return Promise.reject(new Error('remote down'));
    }),
  };
  return { registry: registry as unknown as RemoteRegistry & typeof registry, calls };
}

const page = (overrides: Partial<PageFacts>): PageFacts => ({
  config: { apiOrigin: '', remotes },
  hasFirstScreen: true,
  pathname: '/',
  ...overrides,
});

describe('startRemotes', () => {
  beforeEach(() => contracts.fetchRemoteManifest.mockReset());

  it('takes the manifest the page carries, without asking /remotes.json', async () => {
    const { registry } = fakeRegistry();
    await startRemotes(registry, page({ hasFirstScreen: false }));
    expect(contracts.fetchRemoteManifest).not.toHaveBeenCalled();
    expect(registry.configure).toHaveBeenCalledWith({ remotes, apiOrigin: '' });
    expect(registry.load).not.toHaveBeenCalled();
  });

  it('asks /remotes.json when the page carries no manifest (the stack mode static server)', async () => {
    contracts.fetchRemoteManifest.mockResolvedValue({ remotes, apiOrigin: 'http://api' });
    const { registry } = fakeRegistry();
    await startRemotes(registry, page({ config: { apiOrigin: 'http://api' }, hasFirstScreen: false }));
    expect(contracts.fetchRemoteManifest).toHaveBeenCalledTimes(1);
    expect(registry.configure).toHaveBeenCalledWith({ remotes, apiOrigin: 'http://api' });
  });

  it("starts loading the first screen's remote right after configuring, and swallows only this caller's failure", async () => {
    const { registry, calls } = fakeRegistry();
    await startRemotes(registry, page({ pathname: '/p/abc/' }));
    // An unhandled rejection here would fail the run (vitest reports them as errors).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['configure', 'load feed']);
  });
});

describe('firstScreenRemote', () => {
  it('is the feed for the home feed and a post, the profile remote for a profile, none without data', () => {
    expect(firstScreenRemote(page({ pathname: '/' }))).toBe('feed');
    expect(firstScreenRemote(page({ pathname: '/p/abc/' }))).toBe('feed');
    expect(firstScreenRemote(page({ pathname: '/demo/' }))).toBe('profile');
    expect(firstScreenRemote(page({ pathname: '/', hasFirstScreen: false }))).toBeNull();
  });

  it('is the feed for the reels feed, whose screen is remote-feed', () => {
    expect(firstScreenRemote(page({ pathname: '/reels/' }))).toBe('feed');
    expect(firstScreenRemote(page({ pathname: '/reels' }))).toBe('feed');
    // A profile whose name starts with "reels" is still a profile.
    expect(firstScreenRemote(page({ pathname: '/reelsfan/' }))).toBe('profile');
  });

  it('is the search remote for the explore, tag and place pages, the direct remote for the inbox', () => {
    expect(firstScreenRemote(page({ pathname: '/explore/' }))).toBe('search');
    expect(firstScreenRemote(page({ pathname: '/explore/tags/sunset/' }))).toBe('search');
    expect(firstScreenRemote(page({ pathname: '/explore/locations/12/west-lake/' }))).toBe('search');
    expect(firstScreenRemote(page({ pathname: '/explore' }))).toBe('search');
    expect(firstScreenRemote(page({ pathname: '/direct/inbox/' }))).toBe('direct');
    expect(firstScreenRemote(page({ pathname: '/direct/inbox' }))).toBe('direct');
    // A profile named like a page's first segment is still a profile.
    expect(firstScreenRemote(page({ pathname: '/explorer/' }))).toBe('profile');
  });
});

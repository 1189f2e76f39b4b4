import type { RemoteManifest } from 'shared-contracts';
import { apiClient } from '../client.js';

/** GET the run-time remote manifest: where each remote's mf-manifest.json lives. */
export function fetchRemoteManifest(signal?: AbortSignal): Promise<RemoteManifest> {
  return apiClient.request('GET', '/remotes.json', { signal });
}

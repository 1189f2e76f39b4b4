import type { RemoteManifest } from '../../schemas/types.js';
import { apiClient } from '../client.js';

/** GET the run-time remote manifest: where each remote's mf-manifest.json lives. */
export function fetchRemoteManifest(signal?: AbortSignal): Promise<RemoteManifest> {
  return apiClient.request('GET', '/remotes.json', { signal });
}

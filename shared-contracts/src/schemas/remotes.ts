import { z } from 'zod';
import { REMOTE_NAMES } from '../remote/remote-list.js';

export { REMOTES, REMOTE_NAMES, type RemoteDescription } from '../remote/remote-list.js';

/** Remote names the shell knows how to compose: those of the one list (remote/remotes.json). */
export const RemoteNameSchema = z.enum(REMOTE_NAMES);

/** The run-time manifest (`/remotes.json`) telling the shell where each remote lives. */
export const RemoteManifestSchema = z.object({
  remotes: z.array(
    z.object({
      name: RemoteNameSchema,
      /** URL of the remote's mf-manifest.json, absolute or relative to the page. */
      entry: z.string().min(1),
    }),
  ),
  apiOrigin: z.string(),
});

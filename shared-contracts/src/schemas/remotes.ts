import { z } from 'zod';

/** Remote names the shell knows how to compose. */
export const RemoteNameSchema = z.enum(['feed', 'profile', 'create', 'direct', 'search', 'consent']);

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

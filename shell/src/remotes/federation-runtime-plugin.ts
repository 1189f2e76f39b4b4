import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the module `loadRemote` resolves to when a remote could not be loaded. */
export const LOAD_FAILURE_MARKER = '__lumenRemoteLoadFailed';

/** What the runtime plugin hands back in place of a remote module that failed to load. */
export interface RemoteLoadFailure {
  [LOAD_FAILURE_MARKER]: true;
  id: string;
  message: string;
}

/**
 * Module Federation runtime plugin of the shell. When a remote's manifest, entry or chunk fails
 * to load, it resolves `loadRemote` with a failure marker instead of rejecting deep inside the
 * runtime, so the shell can show its translated fallback and retry later.
 *
 * Traps (measured): this file runs before share scopes exist, so it must not import React or any
 * other shared module; and it must answer only the `onLoad` lifecycle, because a value returned
 * for `afterResolve` is taken as the manifest and the failure would then stay cached.
 */
export default function lumenFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lumen-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const failure: RemoteLoadFailure = {
        [LOAD_FAILURE_MARKER]: true,
        id,
        message: error instanceof Error ? error.message : String(error),
      };
      return { __esModule: true, default: failure };
    },
  };
}

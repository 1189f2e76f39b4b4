// Types of server-render-config.mjs for the TypeScript that imports it (the shell's test of its
// shared modules); the rspack configs that use it are plain JavaScript.

/** Libraries the shell's server build bundles and hands to the remotes' builds (the router). */
export const SERVER_SHARED_LIBRARIES: readonly string[];

/** The stateful shared entries, one instance per page, handed from the shell's server build to the remotes'. */
export const SERVER_SHARED_ENTRIES: readonly string[];

interface ServerBuildOptions {
  name: string;
  kind: 'host' | 'remote';
  dirname: string;
  entry: string;
  contractVersion: string;
}

export class CssIndexPlugin {
  constructor(options: { browserDir: string });
  apply(compiler: unknown): void;
}

export function createServerRenderConfig(options: ServerBuildOptions): Record<string, unknown>;

export function withServerBuild(
  configs: Record<string, unknown> | Record<string, unknown>[],
  options: ServerBuildOptions,
): Record<string, unknown>[];

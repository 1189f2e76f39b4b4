import remotes from './remotes.json' with { type: 'json' };

/**
 * One remote as `remotes.json` describes it. That file is the one list of remotes: the server,
 * the build, lint, stack mode and the tests read it (docs/architecture.md#adding-a-remote).
 */
export interface RemoteDescription {
  /** The name it registers under in Module Federation and in its routes' ids ("feed"). */
  name: string;
  /** Its workspace folder and package name ("remote-feed"). */
  package: string;
  /** Its own port (and origin) in stack mode and docker-compose.yml. */
  stackPort: number;
}

/** Every remote, in the order the build and the run-time manifest list them. */
export const REMOTES: readonly RemoteDescription[] = remotes;

/** The remotes' names. */
export const REMOTE_NAMES: readonly string[] = REMOTES.map((remote) => remote.name);

/**
 * A remote's name: one of `REMOTE_NAMES`. TypeScript cannot give a JSON file's strings literal
 * types, so the compiler sees a string; the run-time manifest is checked against the list
 * (`RemoteNameSchema`) and `remote-list.test.ts` checks the names the code uses.
 */
export type RemoteName = string;

/**
 * Imports a remote's nav module by its address, natively: it is a plain ES module beside the
 * remote's manifest, not a federated module (docs/architecture.md#navigation-entries-from-remotes).
 * A file of its own so tests can stand in for the network.
 */
export function importNavModule(url: string): Promise<unknown> {
  return import(/* webpackIgnore: true */ url);
}

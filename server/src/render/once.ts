/**
 * `load` run on first use, its result kept for every later caller: the server builds, loaded once
 * per process (routes/frontend/frontend-routes.ts, render/stack-page-renderer.ts). A null result
 * is not kept: there is nothing to load yet (a shell not built), so the next caller asks again. A
 * promise is kept as it is, settled either way: the builds are not loaded twice.
 */
export function once<T>(load: () => T): () => T {
  let kept: T | null | undefined;
  return () => (kept ??= load());
}

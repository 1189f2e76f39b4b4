// The server runs in production mode unless told otherwise, as it does in the Docker image:
// graphql-js then skips its development-only checks (cross-realm instanceof diagnostics on every
// field), which cost about a third of the feed's execution time. The variable must be set before
// graphql-js loads, hence the dynamic imports. Tests run in vitest's own mode, checks on.
process.env.NODE_ENV ??= 'production';

const { loadConfig } = await import('./config.js');
const { acquireDataDirLock, DataDirInUseError } = await import('./data-dir/data-dir-lock.js');

// The data folder is taken first, before the rest of the server even loads: a second process on
// it leaves at once, having touched nothing (docs/operating.md#one-data-folder-per-process).
const config = loadConfig();
const lock = await acquireDataDirLock(config.dataDir).catch((error: unknown) => {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});

const { main } = await import('./server-main.js');
main(config, lock).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

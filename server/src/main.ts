// The server runs in production mode unless told otherwise, as it does in the Docker image:
// graphql-js then skips its development-only checks (cross-realm instanceof diagnostics on every
// field), which cost about a third of the feed's execution time. The variable must be set before
// graphql-js loads, hence the dynamic import. Tests run in vitest's own mode, checks on.
process.env.NODE_ENV ??= 'production';

const { main } = await import('./server-main.js');
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

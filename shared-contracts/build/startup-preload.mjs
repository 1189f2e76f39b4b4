// Lists the shell's start-up scripts in its page (docs/performance.md#the-shells-start-up-scripts-are-preloaded).
//
// The shell's main chunk only starts the federation runtime; its own code and the shared libraries
// it provides (React, React DOM, React Router, TanStack Query, the bus, the UI kit, the client and
// its query hooks) are chunks the runtime asks for after main has downloaded and run. Written into the
// page as preloads, they download beside main instead of after it.

/**
 * The shared modules the shell's code needs before its first render. The shell provides them, so
 * at run time their chunks are those of the shell's own provided copies.
 */
export const STARTUP_SHARED_KEYS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'mitt',
  '@tanstack/react-query',
  'shared-contracts/bus',
  'shared-ui',
  'shared-client',
  'shared-client/queries',
];

const PROVIDE = /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;

/**
 * The files to preload, from the build's chunks (stats JSON with chunk origins): the chunks of the
 * entry's asynchronous start-up import (`request`), and those holding the shell's provided copy of
 * each start-up shared module. Scripts and style sheets, in the build's order.
 */
export function startupFiles(chunks, { request = './bootstrap', sharedKeys = STARTUP_SHARED_KEYS } = {}) {
  const files = [];
  for (const chunk of chunks) {
    if (chunk.initial) continue;
    const wanted = chunk.origins.some((origin) => {
      if (origin.request === request) return true;
      const provided = PROVIDE.exec(origin.moduleName ?? '');
      return provided !== null && sharedKeys.includes(provided[1]);
    });
    if (wanted) files.push(...chunk.files.filter((file) => /\.(js|css)$/.test(file)));
  }
  return files;
}

/**
 * The `<link rel="preload">` tags of those files, under the build's public path. Scripts are asked
 * for at low priority, as main's own deferred script is: a rendered page is drawn without them, and
 * at the default (high) they took the link from its first photo and style sheets.
 */
export function preloadTags(files, publicPath) {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" href="${publicPath}${file}">`
        : `<link rel="preload" as="script" href="${publicPath}${file}" fetchpriority="low">`,
    )
    .join('');
}

/**
 * Writes the start-up preloads into the shell's page, after its main script: main is needed first,
 * and over HTTP/1.1 (six connections) a request listed earlier is sent earlier.
 */
export class StartupPreloadPlugin {
  constructor(rspack) {
    this.rspack = rspack;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      this.rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap('StartupPreloadPlugin', (data) => {
        const { chunks } = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
        const tags = preloadTags(startupFiles(chunks), compilation.outputOptions.publicPath);
        data.html = data.html.replace(/(<script defer[^>]*><\/script>)/, `$1${tags}`);
        return data;
      });
    });
  }
}

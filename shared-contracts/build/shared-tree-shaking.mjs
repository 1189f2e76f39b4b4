// Which exports of a shared singleton every build keeps, and the check that a package imports
// nothing else (docs/architecture.md#shared-tree-shaking).
//
// Module Federation's shared tree shaking would keep only what the shell itself imports. A
// singleton that holds React context (react-router's router context) cannot fall back to a second,
// complete copy when a remote redeployed later needs more: the copy would have its own context. So
// the kept exports are a declared list, the same in every build: a remote may start using any
// export on the list without the shell being rebuilt, and a build that imports anything else
// fails here, before it can be deployed.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The shared exports each tree-shaken singleton provides. react-router: the declarative-mode API
 * (routers, routes, links, the location and navigation hooks, path helpers); the data-router,
 * server-rendering, cookie and session parts are left out. @tanstack/react-query: the client, its
 * provider and context, and the hooks we use (query, infinite query, mutation, mutation count);
 * useQueries, suspense queries, hydration, prefetch and streamed queries are left out.
 */
export const SHARED_EXPORTS = {
  'react-router': [
    'BrowserRouter',
    'MemoryRouter',
    'Routes',
    'Route',
    'Outlet',
    'Link',
    'NavLink',
    'Navigate',
    'useHref',
    'useInRouterContext',
    'useLocation',
    'useMatch',
    'useNavigate',
    'useNavigationType',
    // The shell gives pages their real navigation type under <Routes location> (KeepNavigationType).
    'UNSAFE_LocationContext',
    'useOutlet',
    'useOutletContext',
    'useParams',
    'useResolvedPath',
    'useSearchParams',
    'createSearchParams',
    'generatePath',
    'matchPath',
    'matchRoutes',
    'resolvePath',
  ],
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientProvider',
    'QueryClientContext',
    'useQueryClient',
    'useQuery',
    'useInfiniteQuery',
    'useMutation',
    'useIsMutating',
    'useIsFetching',
    'skipToken',
    'keepPreviousData',
  ],
};

/** The `treeShaking` option of a shared entry with a declared export list. */
export function sharedTreeShaking(shareKey) {
  return { mode: 'runtime-infer', usedExports: SHARED_EXPORTS[shareKey] };
}

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g;
const EXPORT_FROM = /export\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g;
const NAMESPACE = /(?:import|export)\s+\*\s+(?:as\s+\w+\s+)?from\s+['"]([^'"]+)['"]/g;

/**
 * Value imports of tree-shaken singletons in one source text that are not on the list:
 * `[{ shareKey, name }]`. Type-only imports are free (they leave no code).
 */
export function undeclaredSharedImports(source) {
  const problems = [];
  for (const pattern of [IMPORT, EXPORT_FROM]) {
    for (const [, typeOnly, names, from] of source.matchAll(pattern)) {
      const allowed = SHARED_EXPORTS[from];
      if (!allowed || typeOnly) continue;
      for (const raw of names.split(',')) {
        const specifier = raw.trim();
        if (!specifier || specifier.startsWith('type ')) continue;
        const name = specifier.split(/\s+as\s+/)[0].trim();
        if (!allowed.includes(name)) problems.push({ shareKey: from, name });
      }
    }
  }
  for (const [, from] of source.matchAll(NAMESPACE)) {
    if (SHARED_EXPORTS[from]) problems.push({ shareKey: from, name: '*' });
  }
  return problems;
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // The shell's server entry runs in Node with the whole libraries, never in a browser build.
    if (entry.isDirectory()) return entry.name === 'server' ? [] : sourceFiles(file);
    if (!/\.(tsx?|jsx?)$/.test(entry.name) || /\.test\.[jt]sx?$/.test(entry.name)) return [];
    return [file];
  });
}

/** Throws, naming file and export, when a package's sources import an undeclared shared export. */
export function assertDeclaredSharedImports(srcDir) {
  const problems = sourceFiles(srcDir).flatMap((file) =>
    undeclaredSharedImports(fs.readFileSync(file, 'utf8')).map(
      (p) => `${path.relative(srcDir, file)}: ${p.name} from ${p.shareKey}`,
    ),
  );
  if (problems.length) {
    throw new Error(
      `These imports are not in the shell's shared copy (shared-contracts/build/shared-tree-shaking.mjs, SHARED_EXPORTS); ` +
        `add them there and deploy the shell first:\n  ${problems.join('\n  ')}`,
    );
  }
}

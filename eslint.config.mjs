// One lint configuration for the monorepo. Besides the usual TypeScript and React hooks rules it
// guards the package boundaries of the architecture: remotes never import each other, the shell or
// the server, the server imports only the contracts, and nobody deep-imports into another package.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import remotes from './shared-contracts/src/remote/remotes.json' with { type: 'json' };

/** The remotes' packages, from the one list (docs/architecture.md#adding-a-remote). */
const REMOTES = remotes.map((remote) => remote.package);
/** The shared packages (docs/architecture.md#shared-packages), each allowed the ones before it. */
const SHARED = ['shared-contracts', 'shared-ui', 'shared-client'];
const PACKAGES = ['shell', 'server', 'e2e', ...SHARED, ...REMOTES];

/**
 * The shared packages each package may import. The server imports only the contracts (no React,
 * no browser code on the server); the UI knows nothing of the client.
 */
const ALLOWED_SHARED = {
  server: ['shared-contracts'],
  'shared-contracts': [],
  'shared-ui': ['shared-contracts'],
  'shared-client': ['shared-contracts', 'shared-ui'],
};

const noDeepImports = {
  group: SHARED.flatMap((p) => [`${p}/src/*`, `${p}/dist/*`]),
  message: 'Import a shared package through its public entry points only.',
};

/** Patterns a package may not import: every other package (by name or by a relative path). */
function foreignPackages(self) {
  const allowed = ALLOWED_SHARED[self] ?? SHARED;
  const others = PACKAGES.filter((p) => p !== self && !allowed.includes(p));
  return [
    {
      // Anchored: `server` is a package here, and also the last part of `react-dom/server`.
      group: others.flatMap((p) => [`/${p}`, `/${p}/*`]),
      message:
        self === 'server'
          ? 'The server imports only shared-contracts (docs/architecture.md#shared-packages).'
          : 'Packages talk through the shared packages they may use, the event bus and URLs (docs/architecture.md#shared-packages).',
    },
    { group: others.map((p) => `**/${p}/**`), message: 'No relative imports into another package.' },
    noDeepImports,
  ];
}

/** The entries of shared-client that are folders of their own (package.json exports). */
const CLIENT_ENTRY_FOLDERS = [
  'queries',
  'direct',
  'settings',
  'stories',
  'people',
  'post-grid',
  'choices',
  'search-fields',
  'analytics',
  'testing',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
      '.scratch/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      ...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`),
      'shared-ui/src/**/*.{ts,tsx}',
      'shared-client/src/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...PACKAGES.map((pkg) => ({
    files: [`${pkg}/**/*.{ts,tsx,mjs}`],
    rules: { 'no-restricted-imports': ['error', { patterns: foreignPackages(pkg) }] },
  })),
  {
    // Components never call fetch directly: every call goes through the typed API client.
    files: ['shell/src/**/*.{ts,tsx}', ...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`)],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the typed API client from shared-client.' }],
    },
  },
  {
    // One UI kit: dialogs, focus traps and scroll locks are built once, in shared-ui
    // (native <dialog>, one counted scroll lock, focus return). Everyone else uses it.
    files: ['shell/src/**/*.{ts,tsx}', ...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`)],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='role'] Literal[value=/^(alert)?dialog$/]",
          message: 'Use Dialog, AlertDialog or Sheet from shared-ui.',
        },
        {
          selector: "JSXOpeningElement[name.name='dialog']",
          message: 'Use Dialog, AlertDialog or Sheet from shared-ui.',
        },
        {
          selector: "AssignmentExpression[left.property.name='overflow'][left.object.property.name='style']",
          message: 'The UI kit locks page scrolling (one counted lock): use its Dialog, or lockBodyScroll.',
        },
      ],
    },
  },
  {
    // An entry of a shared package reaches its package's other entries by name, never by a
    // relative path, so bundles share the one federated copy of each (one bus, one session store,
    // one API client, one query client).
    files: [
      ...CLIENT_ENTRY_FOLDERS.map((folder) => `shared-client/src/${folder}/**/*.{ts,tsx}`),
      'shared-ui/src/testing/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...foreignPackages('shared-client'),
            {
              group: ['../*', '../../*'],
              message: "Import another entry by name ('shared-client', 'shared-client/queries').",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-client/src/*/**/*.{ts,tsx}'],
    ignores: [...CLIENT_ENTRY_FOLDERS.map((folder) => `shared-client/src/${folder}/**`), '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...foreignPackages('shared-client'),
            {
              group: CLIENT_ENTRY_FOLDERS.flatMap((folder) => [`../${folder}`, `../${folder}/*`, `../../${folder}/*`]),
              message: "Import another entry by name ('shared-client/queries'), or its module is bundled twice.",
            },
          ],
        },
      ],
    },
  },
  {
    // The contracts are all the server may import: no React (types aside), no browser code.
    files: ['shared-contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              allowTypeImports: true,
              message: 'The contracts hold no React code (shared-ui, shared-client).',
            },
            { name: 'react-dom', message: 'The contracts hold no React code (shared-ui, shared-client).' },
            { name: '@tanstack/react-query', message: "Query hooks are the client's (shared-client)." },
          ],
          patterns: foreignPackages('shared-contracts'),
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts', 'scripts/**/*.mjs', 'e2e/**/*.{ts,mjs}', '**/*.config.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);

// One lint configuration for the monorepo. Besides the usual TypeScript and React hooks rules it
// guards the package boundaries of the architecture: remotes never import each other, the shell or
// the server, and nobody deep-imports into another package.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import remotes from './shared-contracts/src/remote/remotes.json' with { type: 'json' };

/** The remotes' packages, from the one list (docs/architecture.md#adding-a-remote). */
const REMOTES = remotes.map((remote) => remote.package);
const PACKAGES = ['shell', 'server', 'e2e', 'shared-contracts', ...REMOTES];

/** Folders and modules of shared-contracts' main entry. */
const MAIN_ENTRY_FOLDERS = [
  'api',
  'bus',
  'session',
  'i18n',
  'rules',
  'schemas',
  'graphql',
  'react',
  'remote',
  'testing',
  'constants.js',
  'version.js',
  'index.js',
];

const noDeepImports = {
  group: ['shared-contracts/src/*', 'shared-contracts/dist/*'],
  message: 'Import shared-contracts through its public entry points only.',
};

/** Patterns a package may not import: every other package (by name or by a relative path). */
function foreignPackages(self) {
  const others = PACKAGES.filter((p) => p !== self && p !== 'shared-contracts');
  return [
    {
      group: others.flatMap((p) => [p, `${p}/*`]),
      message: 'Packages talk through shared-contracts, the event bus and URLs.',
    },
    { group: others.map((p) => `**/${p}/**`), message: 'No relative imports into another package.' },
    noDeepImports,
  ];
}

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
      'shared-contracts/src/**/*.{ts,tsx}',
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
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the typed API client from shared-contracts.' }],
    },
  },
  {
    // One UI kit: dialogs, focus traps and scroll locks are built once, in shared-contracts/ui
    // (native <dialog>, one counted scroll lock, focus return). Everyone else uses it.
    files: ['shell/src/**/*.{ts,tsx}', ...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`)],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='role'] Literal[value=/^(alert)?dialog$/]",
          message: 'Use Dialog, AlertDialog or Sheet from shared-contracts/ui.',
        },
        {
          selector: "JSXOpeningElement[name.name='dialog']",
          message: 'Use Dialog, AlertDialog or Sheet from shared-contracts/ui.',
        },
        {
          selector: "AssignmentExpression[left.property.name='overflow'][left.object.property.name='style']",
          message: 'The UI kit locks page scrolling (one counted lock): use its Dialog, or lockBodyScroll.',
        },
      ],
    },
  },
  {
    // The kit and the query hooks are entries of their own: they reach the main entry by its
    // package name, so bundles share the one federated bus, session store and API client.
    files: ['shared-contracts/src/ui/**/*.{ts,tsx}', 'shared-contracts/src/queries/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...foreignPackages('shared-contracts'),
            {
              group: MAIN_ENTRY_FOLDERS.flatMap((folder) => [`../${folder}`, `../${folder}/*`, `../../${folder}/*`]),
              message: "Import the main entry by name ('shared-contracts'), or its module is bundled twice.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts', 'scripts/**/*.mjs', 'e2e/**/*.{ts,mjs}', '**/*.config.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);

// Tests of check-doc-lists.mjs: `node --test scripts/check-doc-lists.test.mjs`.
// Each case writes a small repository (package.json files, the bus's events, docs) and runs the
// real command on it.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { codeBusEvents, codeRemotes, markedLists, packageEntries, workspaceFolders } from './check-doc-lists.mjs';
import { runScript, sampleRepositories } from './script-test-support.mjs';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-doc-lists.mjs');

const EVENTS = `import type { Viewer } from './types.js';

/** Every event. */
export type AppEvents = {
  /** The session changed. */
  'session-changed': { viewer: Viewer | null };
  'collection-changed': {
    collectionId: string;
    change: 'created' | 'deleted';
  };
  'toast-requested': { message: string; action?: { label: string } };
};
`;

const BUS_LIST = `<!-- list: bus-events -->
| event | what it says |
| --- | --- |
| \`session-changed\` | who is logged in |
| \`collection-changed\` | a collection changed |
| \`toast-requested\` | show a toast |
<!-- /list -->
`;

const REMOTES_LIST = `<!-- list: remotes -->
- \`remote-feed\`: the feed.
- \`remote-search\`: search.
<!-- /list -->
`;

const ENTRIES_LIST = `<!-- list: entries shared-contracts -->
| entry | what |
| --- | --- |
| \`shared-contracts\` | main |
| \`shared-contracts/ui\` | the kit |
<!-- /list -->
`;

const samples = sampleRepositories('doc-lists-');
afterEach(() => samples.removeAll());

/** A repository whose docs state every list correctly; `files` (path → text, null deletes) changes it. */
function repository(files = {}) {
  return samples.create({
    'package.json': JSON.stringify({
      name: 'lumen',
      workspaces: ['shared-contracts', 'shell', 'remote-feed', 'remote-search'],
    }),
    'shared-contracts/package.json': JSON.stringify({
      name: 'shared-contracts',
      exports: { '.': './dist/index.js', './ui': { types: './dist/ui.d.ts', default: './dist/ui.js' } },
    }),
    'shared-contracts/README.md': `# shared-contracts\n\n${ENTRIES_LIST}`,
    'shared-contracts/src/bus/events.ts': EVENTS,
    'shell/package.json': JSON.stringify({ name: 'shell' }),
    'remote-feed/package.json': JSON.stringify({ name: 'remote-feed' }),
    'remote-search/package.json': JSON.stringify({ name: 'remote-search' }),
    'docs/architecture.md': `# Architecture\n\n## Shape\n\n${REMOTES_LIST}\n## The event bus\n\n${BUS_LIST}`,
    'docs/README.md': `# Docs\n\n## Scope\n\n${REMOTES_LIST}`,
    ...files,
  });
}

const check = (root) => runScript(SCRIPT, root);

describe('check-doc-lists', () => {
  it('passes when every list the docs state is the code list', () => {
    const { status, output } = check(repository());
    assert.equal(status, 0, output);
    assert.match(output, /3 lists/);
  });

  it('fails on a remote the docs miss and one the code does not have, naming file and line', () => {
    const root = repository({
      'docs/README.md': '# Docs\n\n<!-- list: remotes -->\n- `remote-feed`\n- `remote-reels`\n<!-- /list -->\n',
    });
    const { status, output } = check(root);
    assert.equal(status, 1);
    assert.match(output, /^docs\/README\.md:3: list "remotes" misses `remote-search`, which the code has$/m);
    assert.match(output, /^docs\/README\.md:3: list "remotes" names `remote-reels`, which the code does not have$/m);
  });

  it('follows the list of remotes once it exists, whatever the workspaces say', () => {
    const root = repository({
      'shared-contracts/src/remote/remotes.json': JSON.stringify([
        { name: 'feed', package: 'remote-feed' },
        { name: 'search', package: 'remote-search' },
        { name: 'activity', package: 'remote-activity' },
      ]),
    });
    const { status, output } = check(root);
    assert.equal(status, 1);
    assert.match(output, /^docs\/architecture\.md:\d+: list "remotes" misses `remote-activity`/m);
    assert.match(output, /^docs\/README\.md:\d+: list "remotes" misses `remote-activity`/m);
  });

  it('fails on a new bus event the docs do not list, and on a removed one they still do', () => {
    const root = repository({
      'shared-contracts/src/bus/events.ts': EVENTS.replace("'toast-requested'", "'post-deleted'"),
    });
    const { status, output } = check(root);
    assert.equal(status, 1);
    assert.match(output, /list "bus-events" misses `post-deleted`/);
    assert.match(output, /list "bus-events" names `toast-requested`, which the code does not have/);
  });

  it('fails when a required list is missing, and on a list name the code does not keep', () => {
    const root = repository({
      'docs/README.md': '# Docs\n\n<!-- list: remote -->\n- `remote-feed`\n<!-- /list -->\n',
      'shared-contracts/README.md': '# shared-contracts\n',
    });
    const { status, output } = check(root);
    assert.equal(status, 1);
    assert.match(output, /^docs\/README\.md: has no marked list "remotes"/m);
    assert.match(output, /^docs\/README\.md:3: list "remote" is not one the code keeps/m);
    assert.match(
      output,
      /^shared-contracts\/README\.md or docs\/architecture\.md: none has a marked list "entries shared-contracts"/m,
    );
  });

  it("accepts a package's entries in docs/architecture.md and fails on an entry added to exports", () => {
    const root = repository({
      'shared-contracts/README.md': null,
      'docs/architecture.md': `# Architecture\n\n${REMOTES_LIST}\n${BUS_LIST}\n${ENTRIES_LIST}`,
    });
    assert.equal(check(root).status, 0, check(root).output);
    writeFileSync(
      path.join(root, 'shared-contracts/package.json'),
      JSON.stringify({ name: 'shared-contracts', exports: { '.': './i.js', './ui': './u.js', './people': './p.js' } }),
    );
    const { status, output } = check(root);
    assert.equal(status, 1);
    assert.match(output, /list "entries shared-contracts" misses `shared-contracts\/people`/);
  });
});

describe('markedLists', () => {
  it('reads bullets and table rows by their first code span, skipping the header and rule', () => {
    const { lists, problems } = markedLists(BUS_LIST);
    assert.deepEqual(problems, []);
    assert.deepEqual(
      lists[0].items.map(({ item, line }) => [item, line]),
      [
        ['session-changed', 4],
        ['collection-changed', 5],
        ['toast-requested', 6],
      ],
    );
  });

  it('reports a list left open, a stray close and a bullet naming nothing', () => {
    const { problems } = markedLists('<!-- /list -->\n<!-- list: remotes -->\n- the feed\n');
    assert.deepEqual(
      problems.map(({ line }) => line),
      [1, 3, 2],
    );
  });
});

describe('the code lists', () => {
  it('reads only the top-level keys of AppEvents', () => {
    const root = repository();
    assert.deepEqual(codeBusEvents(root), ['session-changed', 'collection-changed', 'toast-requested']);
  });

  it('expands workspace globs and takes remotes from them without a list of remotes', () => {
    const root = repository({
      'package.json': JSON.stringify({ workspaces: ['shared-contracts', 'shell', 'remote-*'] }),
    });
    assert.deepEqual(workspaceFolders(root), ['shared-contracts', 'shell', 'remote-feed', 'remote-search']);
    assert.deepEqual(codeRemotes(root), ['remote-feed', 'remote-search']);
  });

  it('names a remote by its package, or by its name with the remote- prefix', () => {
    const root = repository({
      'shared-contracts/src/remote/remotes.json': JSON.stringify([{ name: 'feed' }, { name: 'remote-search' }]),
    });
    assert.deepEqual(codeRemotes(root), ['remote-feed', 'remote-search']);
  });

  it('names entries as they are imported', () => {
    assert.deepEqual(packageEntries({ name: 'p', exports: { '.': './a.js', './ui': './u.js' } }), ['p', 'p/ui']);
    assert.deepEqual(packageEntries({ name: 'p', exports: './a.js' }), ['p']);
    assert.deepEqual(packageEntries({ name: 'p' }), []);
  });
});

// Tests of check-doc-citations.mjs: `node --test scripts/check-doc-citations.test.mjs`.
// Each case builds a small git repository with a docs/ page and runs the real command on it.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findSpecCitations, headingAnchors, slugify } from './check-doc-citations.mjs';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-doc-citations.mjs');

const FEED_PAGE = `# Feed and posts

## Likes

Text.

## How a post is displayed

\`\`\`
# not a heading inside a fence
\`\`\`
`;

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A git repository holding `files` (path → text), all tracked unless listed in `untracked`. */
function repository(files, untracked = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'doc-citations-'));
  roots.push(root);
  const write = (entries) => {
    for (const [file, text] of Object.entries(entries)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
  };
  write({ 'docs/behaviour/feed.md': FEED_PAGE, ...files });
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '.'], { cwd: root });
  write(untracked);
  return root;
}

function check(root) {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('check-doc-citations', () => {
  it('passes good citations of a page and of its headings', () => {
    const root = repository({
      'src/likes.ts': '/** Optimistic (docs/behaviour/feed.md#likes). */\n',
      'src/post.ts': '// Box first (docs/behaviour/feed.md#how-a-post-is-displayed); see docs/behaviour/feed.md.\n',
      'pkg/README.md': 'Likes: [feed](../docs/behaviour/feed.md#likes).\n',
    });
    const { status, output } = check(root);
    assert.equal(status, 0, output);
  });

  it('fails on a spec citation and names file and line', () => {
    const root = repository({ 'src/likes.ts': 'export const A = 1;\n/** Optimistic (spec 5). */\n' });
    const { status, output } = check(root);
    assert.equal(status, 1);
    assert.match(output, /^src\/likes\.ts:2: cites a section of the spec$/m);
  });

  it('fails on a missing heading and on a missing page', () => {
    const root = repository({
      'src/a.ts': '// docs/behaviour/feed.md#unlikes\n',
      'src/b.ts': '\n// docs/behaviour/reels.md#player\n',
      'docs/README.md': 'See [likes](behaviour/feed.md#dislikes).\n',
    });
    const { status, output } = check(root);
    assert.equal(status, 1);
    assert.match(output, /^src\/a\.ts:1: docs\/behaviour\/feed\.md has no heading #unlikes$/m);
    assert.match(output, /^src\/b\.ts:2: docs\/behaviour\/reels\.md does not exist$/m);
    assert.match(output, /^docs\/README\.md:1: docs\/behaviour\/feed\.md has no heading #dislikes$/m);
  });

  it('does not count a heading inside a code fence', () => {
    const root = repository({ 'src/a.ts': '// docs/behaviour/feed.md#not-a-heading-inside-a-fence\n' });
    assert.equal(check(root).status, 1);
  });

  it('reads only tracked files, and lets docs/ name the specification', () => {
    const root = repository(
      { 'docs/README.md': 'Where the code differs from the product specification (spec 3).\n' },
      { 'notes.txt': 'the spec says so (spec 4)\n' },
    );
    const { status, output } = check(root);
    assert.equal(status, 0, output);
  });

  it('fails on the architecture notes and notes outside the repository', () => {
    const root = repository({
      'a.mjs': '// Shared singletons (ARCHITECTURE, "Composition rules").\n',
      'b.ts': '// see ../shared/spec/product-spec.md\n',
      'c.ts': '// Relationship calls (see /tmp/lumen-notes/issue5-api.md)\n',
    });
    const { status, output } = check(root);
    assert.equal(status, 1);
    assert.match(output, /^a\.mjs:1: cites ARCHITECTURE/m);
    assert.match(output, /^b\.ts:1: /m);
    assert.match(output, /^c\.ts:1: cites notes outside the repository$/m);
  });
});

describe('findSpecCitations', () => {
  it('finds the ways comments cite the spec', () => {
    for (const line of [
      '// (spec 4 and 8)',
      "/** The spec's comment states. */",
      'it("uses the strings of the spec")',
      '// Defaults follow the spec: 30 s.',
      '/** Spec 5 video validation. */',
      '// per spec, the toast',
      '// the product specification',
      "it('judges by the spec’s rule')",
    ]) {
      assert.equal(findSpecCitations(line).length, 1, line);
    }
  });

  it('leaves test files, packages and identifiers alone', () => {
    for (const line of [
      "import { test } from './create.spec';",
      '- `tests/` one spec per slice; `topology.spec.ts` checks the compose file.',
      '"node_modules/@standard-schema/spec": {',
      'ts.isStringLiteral(node.moduleSpecifier)',
      '/* the same specificity */',
      "import { helper } from '../shared/helper';",
      '// the Playwright spec file for dialogs',
      '// guards the package boundaries of the architecture',
    ]) {
      assert.deepEqual(findSpecCitations(line), [], line);
    }
  });
});

describe('slugify and headingAnchors', () => {
  it('makes GitHub anchors', () => {
    assert.equal(slugify('What the server answers for a page'), 'what-the-server-answers-for-a-page');
    assert.equal(slugify('Photos: orientation'), 'photos-orientation');
    assert.equal(slugify('The UI kit (`shared-contracts/ui`)'), 'the-ui-kit-shared-contractsui');
    assert.equal(slugify('See [search](search.md)'), 'see-search');
  });

  it('numbers repeated headings and skips fenced code', () => {
    const anchors = headingAnchors('# A\n## Notes\n```\n## Hidden\n```\n## Notes\n');
    assert.deepEqual([...anchors], ['a', 'notes', 'notes-1']);
  });
});

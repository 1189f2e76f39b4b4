// Every search box in the product stops at the server's 100 characters (MAX_SEARCH_QUERY_LENGTH in
// shared-contracts): a longer query is refused by the server, so the box must not take one. Found
// by reading the sources, so a new search box without its cap fails here.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '..');
const PACKAGES = readdirSync(ROOT).filter(
  (name) =>
    /^(shell|shared-ui|shared-client|remote-[a-z]+)$/.test(name) && statSync(path.join(ROOT, name)).isDirectory(),
);

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** The `<input …>` elements of a file that are search boxes, as text. */
export function searchInputs(text) {
  return [...text.matchAll(/<input\b.*?\/>/gs)]
    .map((match) => match[0])
    .filter((input) => input.includes('type="search"'));
}

describe('search boxes', () => {
  it('finds the search inputs of a file and sees a missing cap', () => {
    const inputs = searchInputs(
      '<input type="search" value={q} />\n<input\n  type="search"\n  maxLength={MAX_SEARCH_QUERY_LENGTH}\n/>',
    );
    assert.equal(inputs.length, 2);
    assert.deepEqual(
      inputs.map((input) => input.includes('maxLength={MAX_SEARCH_QUERY_LENGTH}')),
      [false, true],
    );
  });

  it('every one in the product is capped at MAX_SEARCH_QUERY_LENGTH', () => {
    const uncapped = [];
    let found = 0;
    for (const pkg of PACKAGES) {
      const src = path.join(ROOT, pkg, 'src');
      for (const file of statSync(src, { throwIfNoEntry: false }) ? sources(src) : []) {
        for (const input of searchInputs(readFileSync(file, 'utf8'))) {
          found += 1;
          if (!input.includes('maxLength={MAX_SEARCH_QUERY_LENGTH}')) uncapped.push(path.relative(ROOT, file));
        }
      }
    }
    assert.ok(found >= 6, `expected the product's search boxes, found ${found}`);
    assert.deepEqual(uncapped, []);
  });
});

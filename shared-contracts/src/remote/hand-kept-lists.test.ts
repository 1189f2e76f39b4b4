import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from './remote-list.js';

// remotes.json is the one list of remotes (docs/architecture.md#adding-a-remote). A second list
// kept by hand goes stale the day a remote is added, so this test fails when one appears again.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Where a list of remotes may be written out: the list itself, and the compose file (checked against it by remote-list.test.ts). */
const ALLOWED = [
  'shared-contracts/src/remote/remotes.json',
  'docker-compose.yml',
  'package-lock.json',
  // This file's own samples.
  'shared-contracts/src/remote/hand-kept-lists.test.ts',
];

const SCANNED = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|ya?ml|sh)$|(^|\/)Dockerfile$/;

/**
 * Three or more remote names in a row: quoted and separated by commas or `|` (an array, an enum,
 * a union type), or bare `remote-<name>` words separated by spaces (a shell loop). Two in a row
 * may be a coincidence (reserved usernames hold 'create', 'direct'); three are a list.
 */
function handKeptListPatterns(names: readonly string[]): RegExp[] {
  const name = `(?:remote-)?(?:${names.join('|')})`;
  const quoted = `['"\`]${name}['"\`]`;
  const separator = '\\s*[,|]\\s*';
  const bare = `remote-(?:${names.join('|')})`;
  return [new RegExp(`${quoted}(?:${separator}${quoted}){2,}`), new RegExp(`\\b${bare}(?:[ \\t]+${bare}){2,}\\b`)];
}

/** Whether a text holds a hand-kept list of the given remote names. */
function holdsHandKeptList(text: string, names: readonly string[]): boolean {
  return handKeptListPatterns(names).some((pattern) => pattern.test(text));
}

describe('the hand-kept list detector', () => {
  const names = ['feed', 'profile', 'create', 'direct', 'search', 'consent'];

  it.each([
    ["const REMOTE_NAMES = ['feed', 'profile', 'create', 'direct'] as const;"],
    ["z.enum([\n  'feed',\n  'search',\n  'consent',\n]);"],
    ["type RemoteName = 'feed' | 'profile' | 'search';"],
    ['const REMOTES = [\'remote-feed\', "remote-profile", `remote-direct`];'],
    ["['shell', 'remote-feed', 'remote-create', 'remote-consent'],"],
    ['for pkg in shared-contracts server shell remote-feed remote-profile remote-create; do'],
  ])('finds a list in %j', (text) => {
    expect(holdsHandKeptList(text, names)).toBe(true);
  });

  it.each([
    ["export const RESERVED_USERNAMES = ['api', 'create', 'direct', 'explore'];"],
    ["{ id: 'feed.home', path: '/', remote: 'feed', requiresLogin: true },"],
    ['[{"name":"feed","entry":"/remotes/feed/mf-manifest.json"},{"name":"profile","entry":"x"}]'],
    ["['remote-feed', 'remote-profile']"],
    ['STATIC_DIR: remote-feed/dist'],
  ])('leaves %j alone', (text) => {
    expect(holdsHandKeptList(text, names)).toBe(false);
  });
});

describe('the repository', () => {
  it('keeps no list of remotes by hand outside remotes.json', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\n')
      .filter((file) => SCANNED.test(file) && !ALLOWED.includes(file) && fs.existsSync(path.join(ROOT, file)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) =>
      holdsHandKeptList(fs.readFileSync(path.join(ROOT, file), 'utf8'), REMOTE_NAMES),
    );
    expect(offenders).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One policy per resource (docs/security.md#one-policy-per-resource): who may see what is
// decided in server/src/policy/ and nowhere else. This test fails when a route, resolver or domain
// module builds a visibility filter of its own: reads the blocks between people, filters on an
// account being private, or on an account awaiting deletion. Ask the policy instead.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What building a visibility filter looks like in a query, in Kysely or in SQL text. */
const FILTER_PATTERNS: Array<{ pattern: RegExp; what: string }> = [
  { pattern: /(?:selectFrom|innerJoin|leftJoin|deleteFrom|updateTable)\(\s*'blocks\b/, what: 'reads the blocks table' },
  { pattern: /\b(?:from|join)\s+blocks\b/i, what: 'reads the blocks table in SQL' },
  { pattern: /is_private'\s*,\s*'(?:=|<>|!=|in)'/, what: 'filters on is_private' },
  { pattern: /\bis_private\s*(?:=|<>|!=)\s*(?:[01]|\$\{)/, what: 'filters on is_private in SQL' },
  { pattern: /deletion_requested_at'\s*,\s*'(?:is|is not|=|<|<=|>|>=)'/, what: 'filters on deletion_requested_at' },
  { pattern: /deletion_requested_at\s+is\s+(?:not\s+)?null/i, what: 'filters on deletion_requested_at in SQL' },
  { pattern: /suspended_at'\s*,\s*'(?:is|is not|=|<|<=|>|>=)'/, what: 'filters on suspended_at' },
  { pattern: /suspended_at\s+is\s+(?:not\s+)?null/i, what: 'filters on suspended_at in SQL' },
];

/**
 * Modules that are the relationship data itself, not a view of content through it: each may touch
 * those columns for the reason given, and no other.
 */
const ALLOWED: Record<string, string> = {
  'domain/users/blocks.ts': 'creates, removes and reads block rows: the block relationship itself',
  'domain/users/blocked-list.ts': "lists the viewer's own blocks (Settings > Blocked accounts)",
  'domain/users/friendship-statuses.ts': 'presents the relationship flags (blocking, blocked_by) to the viewer',
  'domain/own-data/account-deletion.ts': 'sets and clears an account’s deletion request',
  'domain/own-data/account-purge.ts': 'purges accounts whose deletion request is due',
  'domain/moderation/suspension.ts': 'suspends accounts and lifts suspensions: the suspension itself',
};

/** Source files the guard reads: everything but the policy itself, tests, fixtures, the seed and migrations. */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const rel = path.relative(SRC, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      if (['policy', 'test-support', 'seed', 'db'].includes(rel)) continue;
      out.push(...sourceFiles(full));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
      out.push(rel);
  }
  return out;
}

/** Lines of a file with their comments blanked, so prose about a rule is not taken for one. */
function codeLines(text: string): string[] {
  const withoutBlocks = text.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '));
  return withoutBlocks.split('\n').map((line) => line.replace(/^\s*\/\/.*$/, ''));
}

/** The places in a file's text that build a visibility filter. */
export function filtersBuiltIn(text: string): string[] {
  const found: string[] = [];
  codeLines(text).forEach((line, index) => {
    for (const { pattern, what } of FILTER_PATTERNS) if (pattern.test(line)) found.push(`${index + 1}: ${what}`);
  });
  return found;
}

describe('one policy per resource', () => {
  it('no route, resolver or domain module builds a visibility filter of its own', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) => filtersBuiltIn(fs.readFileSync(path.join(SRC, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(offenders, 'ask server/src/policy/ instead (docs/security.md#one-policy-per-resource)').toEqual([]);
  });

  it('recognises each way of building one (the patterns can fail)', () => {
    const samples = [
      "db.selectFrom('blocks').select('blocked_id')",
      'select 1 from blocks b where b.blocker_id = ${viewerId}',
      "where('users.is_private', '=', 0)",
      'and owner.is_private = 0',
      "where('users.deletion_requested_at', 'is', null)",
      'and users.deletion_requested_at is null',
      "where('users.suspended_at', 'is not', null)",
      'and users.suspended_at is null',
    ];
    for (const sample of samples) expect(filtersBuiltIn(sample), sample).toHaveLength(1);
    expect(filtersBuiltIn('// filters on owner.is_private = 0 in prose')).toEqual([]);
    expect(filtersBuiltIn('is_private: user.is_private === 1,')).toEqual([]);
  });

  it('every allowed module still exists and still needs its exception', () => {
    for (const file of Object.keys(ALLOWED)) {
      const full = path.join(SRC, file);
      expect(fs.existsSync(full), file).toBe(true);
      expect(
        filtersBuiltIn(fs.readFileSync(full, 'utf8')).length,
        `${file} no longer needs its exception`,
      ).toBeGreaterThan(0);
    }
  });
});

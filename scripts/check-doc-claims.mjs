// `npm run check:docs` (third part): facts the docs state about the code must be the code's.
//
// - Persisted GraphQL documents: every table of docs/ with a `doc_id` column gives, per row, the
//   document (the row's first code span) and its id. Each id must be the one the server accepts
//   (`DOC_IDS` in shared-contracts/src/graphql/doc-ids.ts, which the server checks against the
//   documents' text at start-up), and every document must be in such a table.
// - The pages table of docs/routes.md: each path there that the route table has (the first route
//   matching it, most specific first, as the router picks) names that route's remote as owner and
//   says "yes" for login exactly when the route requires one; every route is in the table. Rows
//   the shell owns are its own paths and are left out.
// - What is not built: docs/README.md keeps it between `<!-- not-built -->` and
//   `<!-- /not-built -->`. No item may name a page of the route table
//   (shared-contracts/src/remote/routes.ts): a feature that ships leaves the list.
//
// Lists each finding as file:line and exits 1.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const DOC_IDS_FILE = 'shared-contracts/src/graphql/doc-ids.ts';
export const ROUTES_FILE = 'shared-contracts/src/remote/routes.ts';
export const NOT_BUILT_FILE = 'docs/README.md';

const FIRST_CODE_SPAN = /`([^`]+)`/;

/** The ids the server accepts, by document name, read from `DOC_IDS` in `DOC_IDS_FILE`. */
export function codeDocIds(root) {
  const source = readFileSync(path.join(root, DOC_IDS_FILE), 'utf8');
  const body = /export\s+const\s+DOC_IDS\s*=\s*\{([^}]*)\}/.exec(source);
  if (!body) throw new Error(`${DOC_IDS_FILE} declares no DOC_IDS`);
  const ids = new Map();
  for (const [, name, id] of body[1].matchAll(/^\s*['"]?(\w+)['"]?\s*:\s*['"](\d+)['"]/gm)) ids.set(name, id);
  return ids;
}

const cells = (row) => row.trim().replace(/^\|/, '').replace(/\|$/, '').split('|');

/** The rows of every Markdown table with a `doc_id` column: `{ name, id, line }` (name null without a code span). */
export function docIdRows(markdown) {
  const rows = [];
  let column = -1;
  markdown.split('\n').forEach((text, index) => {
    if (!text.trim().startsWith('|')) {
      column = -1;
      return;
    }
    if (column === -1) {
      column = cells(text).findIndex((cell) => cell.trim().replace(/`/g, '') === 'doc_id');
      return;
    }
    if (/^\s*\|[\s|:-]+\|\s*$/.test(text)) return;
    const row = cells(text);
    rows.push({
      name: FIRST_CODE_SPAN.exec(row[0] ?? '')?.[1] ?? null,
      id: (row[column] ?? '').trim().replace(/`/g, ''),
      line: index + 1,
    });
  });
  return rows;
}

/** Findings for the `doc_id` tables of the given Markdown files (paths under root). */
export function checkDocIds(root, markdownFiles) {
  const ids = codeDocIds(root);
  const findings = [];
  const stated = new Set();
  for (const file of markdownFiles) {
    for (const { name, id, line } of docIdRows(readFileSync(path.join(root, file), 'utf8'))) {
      const where = `${file}:${line}`;
      if (!name) findings.push(`${where}: a doc_id row names no document in backticks`);
      else if (!ids.has(name)) findings.push(`${where}: \`${name}\` is not a persisted document (${DOC_IDS_FILE})`);
      else if (ids.get(name) !== id)
        findings.push(`${where}: \`${name}\` has doc_id ${id || '(none)'}, the server accepts ${ids.get(name)}`);
      if (name) stated.add(name);
    }
  }
  for (const name of ids.keys()) {
    if (!stated.has(name)) findings.push(`docs: no doc_id table gives \`${name}\` (${DOC_IDS_FILE})`);
  }
  return findings;
}

/** A word without its plural ending: stories → story, tags → tag. */
const singular = (word) => {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
};

export const ROUTES_DOC = 'docs/routes.md';

/** The route table's entries, `{ id, path, remote, requiresLogin }`, read from `ROUTES` in `ROUTES_FILE`. */
export function codeRoutes(root) {
  const source = readFileSync(path.join(root, ROUTES_FILE), 'utf8');
  const settingsBody = /export\s+const\s+SETTINGS_PATHS\s*=\s*\{([\s\S]*?)\}/.exec(source)?.[1] ?? '';
  const settings = new Map([...settingsBody.matchAll(/(\w+):\s*'([^']+)'/g)].map((match) => [match[1], match[2]]));
  const body = /export\s+const\s+ROUTES\b[^=]*=\s*\[([\s\S]*?)\n\];/.exec(source)?.[1];
  if (!body) throw new Error(`${ROUTES_FILE} declares no ROUTES`);
  const entry =
    /\{\s*id:\s*'([\w.]+)',\s*path:\s*(?:'([^']+)'|SETTINGS_PATHS\.(\w+)),\s*remote:\s*'([\w-]+)',\s*requiresLogin:\s*(true|false),?\s*\}/g;
  return [...body.matchAll(entry)].map(([, id, literal, setting, remote, login]) => ({
    id,
    path: literal ?? settings.get(setting),
    remote,
    requiresLogin: login === 'true',
  }));
}

const segments = (text) => text.split('/').filter(Boolean);

/** Whether a route's pattern (`/stories/:username/:mediaId?/`) matches a path as the docs write it (`/stories/{username}/`). */
export function routeMatches(pattern, docPath) {
  const route = segments(pattern);
  const doc = segments(docPath.replace(/\{[^}]*\}/g, '*'));
  const required = route.filter((segment) => !segment.endsWith('?')).length;
  if (doc.length < required || doc.length > route.length) return false;
  return doc.every((segment, index) => route[index].startsWith(':') || route[index] === segment);
}

/** The rows of docs/routes.md's pages table (columns path, screen, owner, login): `{ paths, owner, login, line }`. */
export function pageRows(markdown) {
  const rows = [];
  let columns = null;
  markdown.split('\n').forEach((text, index) => {
    if (!text.trim().startsWith('|')) {
      columns = null;
      return;
    }
    const row = cells(text).map((cell) => cell.trim());
    if (columns === null) {
      const names = row.map((cell) => cell.toLowerCase());
      columns = names.includes('owner') && names.includes('login') ? names : [];
      return;
    }
    if (columns.length === 0 || /^\s*\|[\s|:-]+\|\s*$/.test(text)) return;
    const cell = (name) => row[columns.indexOf(name)] ?? '';
    rows.push({
      paths: [...cell('path').matchAll(/`(\/[^`]*)`/g)].map((match) => match[1]),
      owner: cell('owner'),
      login: /^yes\b/i.test(cell('login')) ? true : /^no\b/i.test(cell('login')) ? false : null,
      line: index + 1,
    });
  });
  return rows;
}

/** Findings for `ROUTES_DOC`'s pages table against the route table. */
export function checkRoutesTable(root) {
  const routes = codeRoutes(root);
  const findings = [];
  const stated = new Set();
  for (const { paths, owner, login, line } of pageRows(readFileSync(path.join(root, ROUTES_DOC), 'utf8'))) {
    if (owner === 'shell') continue;
    for (const docPath of paths) {
      const route = routes.find((candidate) => routeMatches(candidate.path, docPath));
      const where = `${ROUTES_DOC}:${line}: ${docPath}`;
      if (!route) {
        findings.push(`${where} is owned by ${owner}, but no route of ${ROUTES_FILE} matches it`);
        continue;
      }
      stated.add(route.id);
      if (owner !== `remote-${route.remote}`)
        findings.push(`${where}: owner ${owner}, the route's remote is ${route.remote}`);
      if (login !== null && login !== route.requiresLogin)
        findings.push(
          `${where}: login "${login ? 'yes' : 'no'}", the route ${route.requiresLogin ? 'requires' : 'does not require'} one`,
        );
    }
  }
  for (const route of routes) {
    if (!stated.has(route.id))
      findings.push(`${ROUTES_DOC}: the pages table has no row for ${route.path} (${route.id})`);
  }
  return findings;
}

/** Words compared loosely: lower case, `_` and `-` as spaces, each word singular. */
const words = (text) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);

/**
 * The pages of the route table, each named by the last literal segment of its path (the one
 * before it when the last is one or two letters, as `/direct/t/`): `reels`, `stories`, `tags`,
 * `live`… A profile's tabs and its live page count too. Names under four letters (`new`) are left
 * out: too common a word to tell a page.
 */
export function routePages(root) {
  const source = readFileSync(path.join(root, ROUTES_FILE), 'utf8');
  const paths = [...source.matchAll(/'(\/[\w/:?.-]*)'/g)].map((match) => match[1]);
  const segmentsList = (name) =>
    [...(new RegExp(`${name}\\s*=\\s*\\[([^\\]]*)\\]`).exec(source)?.[1] ?? '').matchAll(/'([\w-]+)'/g)].map(
      (match) => match[1],
    );
  const live = /PROFILE_LIVE_SEGMENT\s*=\s*'([\w-]+)'/.exec(source)?.[1];
  for (const segment of [...segmentsList('PROFILE_TAB_SEGMENTS'), ...(live ? [live] : [])]) {
    paths.push(`/:username/${segment}/`);
  }
  const pages = new Map();
  for (const route of paths) {
    const literal = route.split('/').filter((segment) => segment && !segment.startsWith(':'));
    const name = literal.findLast((segment) => segment.length > 2);
    if (name && name.length > 3 && !pages.has(name)) pages.set(name, route);
  }
  return pages;
}

/** The text between `<!-- not-built -->` and `<!-- /not-built -->`, as `{ text, line }`, links' targets left out. */
export function notBuiltLines(markdown) {
  const lines = [];
  let open = false;
  let found = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*<!--\s*not-built\s*-->\s*$/.test(text)) {
      open = true;
      found = true;
    } else if (/^\s*<!--\s*\/not-built\s*-->\s*$/.test(text)) open = false;
    else if (open) lines.push({ text: text.replace(/\]\([^)]*\)/g, ']'), line: index + 1 });
  });
  return found ? lines : null;
}

/**
 * The paragraphs that say what is missing without the markers ("Not built: …", "Not implemented
 * yet: …"), as `{ text, line }`: they are held to the same rule, so the list cannot slip out of it.
 */
export function unmarkedNotBuilt(markdown) {
  const lines = [];
  let inParagraph = false;
  markdown.split('\n').forEach((text, index) => {
    if (text.trim() === '') inParagraph = false;
    else if (/^\s*not (built|implemented)\b/i.test(text)) inParagraph = true;
    if (inParagraph) lines.push({ text: text.replace(/\]\([^)]*\)/g, ']'), line: index + 1 });
  });
  return lines;
}

/** Findings for `NOT_BUILT_FILE`: a missing list, and every line naming a page the routes have. */
export function checkNotBuilt(root) {
  const file = NOT_BUILT_FILE;
  const markdown = readFileSync(path.join(root, file), 'utf8');
  const marked = notBuiltLines(markdown);
  const findings = marked
    ? []
    : [`${file}: has no list of what is not built (<!-- not-built --> … <!-- /not-built -->)`];
  const pages = [...routePages(root)].map(([name, route]) => ({ name, route, words: words(name) }));
  for (const { text, line } of [...(marked ?? []), ...unmarkedNotBuilt(markdown)]) {
    const said = words(text);
    for (const page of pages) {
      const at = said.findIndex((_, start) => page.words.every((word, offset) => said[start + offset] === word));
      if (at !== -1) findings.push(`${file}:${line}: says "${page.name}" is not built, but ${page.route} is a route`);
    }
  }
  return findings;
}

/** The Markdown files under docs/, as paths relative to root. */
export function docsMarkdown(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) found.push(relative);
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk('docs');
  return found.sort();
}

function main() {
  const root = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const findings = [...checkDocIds(root, docsMarkdown(root)), ...checkRoutesTable(root), ...checkNotBuilt(root)];
  if (findings.length > 0) {
    for (const finding of findings) console.error(finding);
    console.error(`\n${findings.length} doc claim problem(s). Make the docs say what the code does.`);
    process.exit(1);
  }
  console.log(
    "doc claims: GraphQL doc_ids are the accepted ones, routes.md's pages are the route table's, the not-built list names no route",
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

// `npm run check:docs` (second part): the lists the docs state must be the code's lists, so a
// remote, a bus event or a package entry cannot be added or removed while the docs still say
// otherwise. A list in Markdown is marked, without changing how it reads:
//
//   <!-- list: remotes -->
//   - `remote-feed` — home feed, post page…
//   | `remote-profile` | profiles… |
//   <!-- /list -->
//
// Each bullet or table row between the markers names one item: its first code span. Which lists
// exist, where they must appear and where the code keeps each one are in `LISTS` below.
// Lists each finding as file:line and exits 1.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const OPEN = /^\s*<!--\s*list:\s*([\w-]+)(?:\s+([\w@/.-]+))?\s*-->\s*$/;
const CLOSE = /^\s*<!--\s*\/list\s*-->\s*$/;
/** A bullet or a table row; the item is the row's first code span. */
const ITEM_LINE = /^\s*(?:[-*+]\s|\|)/;
const TABLE_RULE = /^\s*\|[\s|:-]+\|\s*$/;
const FIRST_CODE_SPAN = /`([^`]+)`/;

/**
 * Every marked list of a Markdown text: `{ name, argument, line, items: [{ item, line }] }`.
 * `argument` is what follows the name (`<!-- list: entries shared-contracts -->`), else null.
 * A list left open, or a bullet or row without a code span, is reported in `problems`.
 */
export function markedLists(markdown) {
  const lists = [];
  const problems = [];
  let open = null;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    const start = OPEN.exec(text);
    if (start) {
      if (open) problems.push({ line: open.line, message: `list "${open.name}" is not closed by <!-- /list -->` });
      open = { name: start[1], argument: start[2] ?? null, line, items: [] };
      lists.push(open);
      return;
    }
    if (CLOSE.test(text)) {
      if (!open) problems.push({ line, message: '<!-- /list --> without a list' });
      open = null;
      return;
    }
    if (!open || !ITEM_LINE.test(text) || TABLE_RULE.test(text)) return;
    const span = FIRST_CODE_SPAN.exec(text);
    // A table's header row names columns, not items: it has no code span.
    if (span) open.items.push({ item: span[1], line });
    else if (!text.trim().startsWith('|'))
      problems.push({ line, message: `a bullet of list "${open.name}" names no item in backticks` });
  });
  if (open) problems.push({ line: open.line, message: `list "${open.name}" is not closed by <!-- /list -->` });
  return { lists, problems };
}

/** The workspace folders of the root package.json, with globs (`remote-*`) expanded to folders holding a package.json. */
export function workspaceFolders(root) {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const patterns = Array.isArray(workspaces) ? workspaces : (workspaces.packages ?? []);
  const folders = [];
  for (const pattern of patterns) {
    if (!pattern.includes('*')) {
      folders.push(pattern);
      continue;
    }
    const dir = path.posix.dirname(pattern);
    const matcher = new RegExp(
      `^${path.posix
        .basename(pattern)
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')}$`,
    );
    const parent = path.join(root, dir);
    if (!existsSync(parent)) continue;
    for (const name of readdirSync(parent).sort()) {
      if (matcher.test(name) && existsSync(path.join(parent, name, 'package.json'))) {
        folders.push(dir === '.' ? name : `${dir}/${name}`);
      }
    }
  }
  return folders;
}

/** Where the one list of remotes lives, once it exists (docs/architecture.md#shape). */
export const REMOTES_FILE = 'shared-contracts/src/remote/remotes.json';

/**
 * The remotes' package names ("remote-feed"): from the list of remotes when it exists (an entry's
 * `package`, else its `name`, prefixed with "remote-" when it lacks it), else the workspaces
 * whose folder starts with "remote-".
 */
export function codeRemotes(root) {
  const file = path.join(root, REMOTES_FILE);
  if (!existsSync(file))
    return workspaceFolders(root).filter((folder) => path.posix.basename(folder).startsWith('remote-'));
  return JSON.parse(readFileSync(file, 'utf8')).map((remote) => {
    const name = remote.package ?? remote.name;
    return name.startsWith('remote-') ? name : `remote-${name}`;
  });
}

/** Where the bus's event map is declared. */
export const BUS_EVENTS_FILE = 'shared-contracts/src/bus/events.ts';

/** The event names of the bus: the keys of the `AppEvents` type in `BUS_EVENTS_FILE`. */
export function codeBusEvents(root) {
  const source = readFileSync(path.join(root, BUS_EVENTS_FILE), 'utf8');
  const start = /export\s+(?:type\s+AppEvents\s*=|interface\s+AppEvents)\s*\{/.exec(source);
  if (!start) throw new Error(`${BUS_EVENTS_FILE} declares no AppEvents`);
  const names = [];
  let depth = 1;
  const body = source.slice(start.index + start[0].length);
  // Keys are read at depth 1 only: a payload's own fields are one brace deeper.
  for (const line of body.split('\n')) {
    if (depth === 1) {
      const key = /^\s*['"]([^'"]+)['"]\??\s*:/.exec(line) ?? /^\s*([A-Za-z_$][\w$]*)\??\s*:/.exec(line);
      if (key) names.push(key[1]);
    }
    for (const char of line.replace(/\/\/.*$|\/\*.*?\*\/|'[^']*'|"[^"]*"/g, '')) {
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
    }
    if (depth === 0) break;
  }
  return names;
}

/** The entries a package publishes, as they are imported: "shared-contracts", "shared-contracts/ui". */
export function packageEntries(packageJson) {
  const { name, exports } = packageJson;
  if (!exports) return [];
  if (typeof exports === 'string' || !Object.keys(exports).some((key) => key.startsWith('.'))) return [name];
  return Object.keys(exports).map((key) => (key === '.' ? name : `${name}${key.slice(1)}`));
}

/**
 * The lists the docs must state. Each: the list's name, the code's items, and the files that
 * must hold the list (any one of `anyOf`, every one of `allOf`).
 */
export function expectedLists(root) {
  const lists = [
    { name: 'remotes', argument: null, items: codeRemotes(root), allOf: ['docs/architecture.md', 'docs/README.md'] },
    { name: 'bus-events', argument: null, items: codeBusEvents(root), allOf: ['docs/architecture.md'] },
  ];
  for (const folder of workspaceFolders(root)) {
    const packageJson = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
    const items = packageEntries(packageJson);
    if (items.length === 0) continue;
    lists.push({
      name: 'entries',
      argument: packageJson.name,
      items,
      anyOf: [`${folder}/README.md`, 'docs/architecture.md'],
    });
  }
  return lists;
}

const label = ({ name, argument }) => (argument ? `${name} ${argument}` : name);

/** Differences between one marked list and the code's items, as messages. */
export function compareItems(stated, expected) {
  const messages = [];
  const counts = new Map();
  for (const { item } of stated) counts.set(item, (counts.get(item) ?? 0) + 1);
  for (const [item, count] of counts) if (count > 1) messages.push(`lists \`${item}\` ${count} times`);
  for (const item of expected) if (!counts.has(item)) messages.push(`misses \`${item}\`, which the code has`);
  for (const item of counts.keys())
    if (!expected.includes(item)) messages.push(`names \`${item}\`, which the code does not have`);
  return messages;
}

/** Checks the marked lists of the given Markdown files under root; answers findings as `file:line: message`. */
export function checkLists(root, markdownFiles) {
  const findings = [];
  const expected = expectedLists(root);
  const found = new Map(expected.map((list) => [label(list), []]));
  for (const file of markdownFiles) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue;
    const { lists, problems } = markedLists(readFileSync(full, 'utf8'));
    for (const { line, message } of problems) findings.push(`${file}:${line}: ${message}`);
    for (const list of lists) {
      const code = expected.find((candidate) => label(candidate) === label(list));
      if (!code) {
        findings.push(
          `${file}:${list.line}: list "${label(list)}" is not one the code keeps (see scripts/check-doc-lists.mjs)`,
        );
        continue;
      }
      found.get(label(code)).push(file);
      for (const message of compareItems(list.items, code.items)) {
        findings.push(`${file}:${list.line}: list "${label(list)}" ${message}`);
      }
    }
  }
  for (const list of expected) {
    const files = found.get(label(list));
    for (const file of list.allOf ?? []) {
      if (!files.includes(file))
        findings.push(`${file}: has no marked list "${label(list)}" (<!-- list: ${label(list)} -->)`);
    }
    if (list.anyOf && !list.anyOf.some((file) => files.includes(file))) {
      findings.push(
        `${list.anyOf.join(' or ')}: none has a marked list "${label(list)}" (<!-- list: ${label(list)} -->)`,
      );
    }
  }
  return findings;
}

function main() {
  const root = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const markdownFiles = ['docs/architecture.md', 'docs/README.md', 'README.md'];
  for (const folder of workspaceFolders(root)) markdownFiles.push(`${folder}/README.md`);
  const findings = checkLists(root, markdownFiles);
  if (findings.length > 0) {
    for (const finding of findings) console.error(finding);
    console.error(`\n${findings.length} doc list problem(s). Make the docs' list say what the code has.`);
    process.exit(1);
  }
  console.log(`doc lists: ${expectedLists(root).length} lists (remotes, bus events, package entries) match the code`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

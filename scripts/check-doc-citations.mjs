// `npm run check:docs`: keeps the repository self-contained. Code and package READMEs cite the
// product's behaviour in docs/ (`docs/<file>.md#<heading>`), never the external spec, the
// architecture notes beside the repository or notes outside it; and every citation of docs/
// must point at a page and a heading that exist. Lists each finding as file:line and exits 1.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Files that must name the forbidden citations to do their job. */
const SELF = new Set(['scripts/check-doc-citations.mjs', 'scripts/check-doc-citations.test.mjs']);

/** Uses of the word "spec" that mean a test file, not the product specification. */
const TEST_FILE_SPEC = /\b(?:playwright|this|each|every|one|e2e|end-to-end) spec\b|\bspec files?\b/gi;

/** What a non-docs file may not cite, with the reason printed for it. */
export const FORBIDDEN = [
  { pattern: /\bspec\s+\d/i, reason: 'cites a section of the spec' },
  // The word on its own, not a path, a file name or an identifier (`.spec.ts`, `@standard-schema/spec`).
  { pattern: /(?<![\w.\/@='"-])spec(?![\w.\/-])/i, reason: 'cites the spec' },
  { pattern: /\bspecifications?\b/i, reason: 'cites the specification' },
  { pattern: /\bproduct-spec\b/i, reason: 'cites the spec file' },
  { pattern: /\bARCHITECTURE\b/, reason: 'cites ARCHITECTURE (outside the repository)' },
  // Prose paths only: an import of a folder named shared ('../shared/x') is code, not a citation.
  { pattern: /(?<![\w'"\/.])\.\.\/shared\b/, reason: 'cites ../shared (outside the repository)' },
  { pattern: /lumen-notes|issue5-api|\/work\/notes\//i, reason: 'cites notes outside the repository' },
];

/** A citation of docs/ from anywhere: `docs/page.md` or `docs/page.md#anchor` (also `../docs/…`). */
const DOCS_CITATION = /(?:^|[^\w\/.-]|\.\.\/)docs\/((?:[\w-]+\/)*[\w-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu;

/** A relative Markdown link to a page or a heading: `[text](page.md#anchor)`, `[text](#anchor)`. */
const MARKDOWN_LINK = /\]\((?!https?:|mailto:)([^)\s#]*\.md|)(?:#([^)\s]+))?\)/g;

/** The findings of one file's text for the spec rules: `{ line, reason }` for each offending line. */
export function findSpecCitations(text) {
  const findings = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(TEST_FILE_SPEC, '');
    const rule = FORBIDDEN.find(({ pattern }) => pattern.test(line));
    if (rule) findings.push({ line: index + 1, reason: rule.reason });
  });
  return findings;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, each space a hyphen. */
export function slugify(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading anchor of a Markdown text (duplicates numbered as GitHub does), fences skipped. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (marker) {
      if (!fence) fence = marker[1][0];
      else if (marker[1][0] === fence) fence = null;
      continue;
    }
    const heading = fence ? null : /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const base = slugify(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The citations of docs/ in one file's text: `{ line, target, anchor }`, target relative to the root. */
export function findDocCitations(text, file) {
  const citations = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(DOCS_CITATION)) {
      citations.push({ line: index + 1, target: `docs/${match[1]}`, anchor: match[2] ?? null });
    }
    if (!file.endsWith('.md')) return;
    for (const match of line.matchAll(MARKDOWN_LINK)) {
      if (!match[1] && !match[2]) continue;
      const target = match[1] ? path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1])) : file;
      citations.push({ line: index + 1, target, anchor: match[2] ?? null });
    }
  });
  return citations;
}

/** Checks the given tracked files under root; answers the findings as `file:line: message` strings. */
export function checkFiles(root, files) {
  const findings = [];
  const anchorsOf = new Map();
  const anchors = (target) => {
    if (!anchorsOf.has(target)) anchorsOf.set(target, headingAnchors(readFileSync(path.join(root, target), 'utf8')));
    return anchorsOf.get(target);
  };
  for (const file of files) {
    if (SELF.has(file)) continue;
    const full = path.join(root, file);
    if (!existsSync(full)) continue;
    const bytes = readFileSync(full);
    if (bytes.includes(0)) continue;
    const text = bytes.toString('utf8');
    if (!file.startsWith('docs/')) {
      for (const { line, reason } of findSpecCitations(text)) findings.push(`${file}:${line}: ${reason}`);
    }
    for (const { line, target, anchor } of findDocCitations(text, file)) {
      if (!existsSync(path.join(root, target))) findings.push(`${file}:${line}: ${target} does not exist`);
      else if (anchor && !anchors(target).has(anchor.toLowerCase())) {
        findings.push(`${file}:${line}: ${target} has no heading #${anchor}`);
      }
    }
  }
  return findings;
}

/** The files git tracks under root. */
export function trackedFiles(root) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
}

function main() {
  const root = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = trackedFiles(root);
  const findings = checkFiles(root, files);
  if (findings.length > 0) {
    for (const finding of findings) console.error(finding);
    console.error(
      `\n${findings.length} doc citation problem(s). Cite docs/<file>.md#<heading>; add what docs/ lacks there.`,
    );
    process.exit(1);
  }
  console.log(`doc citations: ${files.length} tracked files checked, no spec citations, every docs/ link resolves`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

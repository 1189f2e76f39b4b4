// `npm run check:docs` (third part): the Node.js versions the repository states agree
// (docs/operating.md#nodejs-versions): the Docker image's stages share one Node major, `.nvmrc`
// names it, every package.json has the root's `engines.node`, and that range accepts the image's
// major. Lists each finding and exits 1.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { workspaceFolders } from './check-doc-lists.mjs';

/** The Node majors of a Dockerfile's `FROM node:<tag>` lines, with their line numbers. */
export function imageMajors(dockerfile) {
  const majors = [];
  dockerfile.split('\n').forEach((text, index) => {
    const from = /^\s*FROM\s+(?:--platform=\S+\s+)?(?:docker\.io\/)?(?:library\/)?node:(\d+)/i.exec(text);
    if (from) majors.push({ major: Number(from[1]), line: index + 1 });
  });
  return majors;
}

/**
 * Whether an engines range accepts a Node major. Understands the forms package.json files use:
 * `^20.19.0`, `~22.12`, `24.x`, `24`, `>=22.19` and alternatives joined by `||`.
 */
export function rangeAcceptsMajor(range, major) {
  return range.split('||').some((clause) => {
    const text = clause.trim();
    const atLeast = /^>=?\s*v?(\d+)/.exec(text);
    if (atLeast) return major >= Number(atLeast[1]) + (text.startsWith('>=') ? 0 : 1);
    const exact = /^[\^~=]?\s*v?(\d+)(?:\.(?:\d+|x|\*))*$/.exec(text);
    return exact !== null && Number(exact[1]) === major;
  });
}

/** The findings for the repository at root, as messages naming their file. */
export function checkNodeVersions(root) {
  const findings = [];
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const rootRange = JSON.parse(read('package.json')).engines?.node;
  if (!rootRange) findings.push('package.json: no engines.node');
  for (const folder of workspaceFolders(root)) {
    const file = `${folder}/package.json`;
    const range = JSON.parse(read(file)).engines?.node;
    if (range !== rootRange)
      findings.push(`${file}: engines.node is ${JSON.stringify(range)}, the root's is ${JSON.stringify(rootRange)}`);
  }
  if (!existsSync(path.join(root, 'Dockerfile'))) return findings;
  const majors = imageMajors(read('Dockerfile'));
  if (majors.length === 0) return [...findings, 'Dockerfile: no FROM node:<major> line'];
  const image = majors[0].major;
  for (const { major, line } of majors) {
    if (major !== image) findings.push(`Dockerfile:${line}: node:${major}, while the first stage uses node:${image}`);
  }
  if (rootRange && !rangeAcceptsMajor(rootRange, image)) {
    findings.push(`package.json: engines.node ${JSON.stringify(rootRange)} does not accept the image's Node ${image}`);
  }
  if (existsSync(path.join(root, '.nvmrc'))) {
    const nvmrc = read('.nvmrc').trim();
    if (Number(/^v?(\d+)/.exec(nvmrc)?.[1]) !== image)
      findings.push(`.nvmrc: ${nvmrc}, while the image uses Node ${image}`);
  }
  return findings;
}

function main() {
  const root = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const findings = checkNodeVersions(root);
  if (findings.length > 0) {
    for (const finding of findings) console.error(finding);
    console.error(`\n${findings.length} Node.js version problem(s). See docs/operating.md#nodejs-versions.`);
    process.exit(1);
  }
  const image = imageMajors(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))[0]?.major;
  console.log(`node versions: image on Node ${image}, .nvmrc and every engines field agree`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

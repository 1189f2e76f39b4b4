// tsc compiles the TypeScript but leaves the CSS modules the UI kit and the client's components import: copy them into dist/
// beside the compiled components so the bundlers that consume dist/ find them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The package to copy for: the folder given (each package's build passes its own), else this one.
const root = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');

function copyCss(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const from = path.join(dir, entry.name);
    if (entry.isDirectory()) copyCss(from);
    else if (entry.name.endsWith('.module.css')) {
      const to = path.join(dist, path.relative(src, from));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
    }
  }
}

copyCss(src);

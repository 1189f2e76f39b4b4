// tsc compiles the TypeScript but leaves the CSS modules the UI kit and the client's components
// import: copy them into dist/
// beside the compiled components so the bundlers that consume dist/ find them.
import fs from 'node:fs';
import path from 'node:path';

// The package to copy for: the one whose build runs it (its build script runs this file).
const root = path.resolve(process.argv[2] ?? '.');
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

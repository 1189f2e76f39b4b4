import { describe, expect, it } from 'vitest';
import { preloadTags, startupFiles } from './startup-preload.mjs';

const provide = (key, version = '1.0.0') => ({
  moduleName: `provide shared module (default) ${key}@${version} = /x/${key}.js`,
});
const consume = (key) => ({
  moduleName: `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: /x/${key}.js)`,
});

// Shaped like the shell build's stats (chunks with origins), trimmed.
const CHUNKS = [
  { id: 889, initial: true, files: ['assets/main.1.js'], origins: [{ request: './src/index.ts' }] },
  {
    id: 322,
    initial: false,
    files: ['assets/322.a.css', 'assets/322.b.js', 'assets/322.b.js.map'],
    origins: [{ request: './bootstrap' }],
  },
  {
    id: 275,
    initial: false,
    files: ['assets/275.c.js'],
    origins: [provide('react-dom/client', '19.3.1'), consume('react-dom/client')],
  },
  {
    id: 405,
    initial: false,
    files: ['assets/405.d.css', 'assets/405.d.js'],
    origins: [provide('shared-ui')],
  },
  // The fallback-only copy of a start-up module: unused while the shell provides its own.
  { id: 786, initial: false, files: ['assets/786.e.js'], origins: [consume('shared-ui')] },
  // A shared module the shell provides but loads later, and a lazy page.
  { id: 336, initial: false, files: ['assets/336.f.js'], origins: [provide('shared-client/analytics')] },
  { id: 581, initial: false, files: ['assets/581.g.js'], origins: [{ request: '../session/LoginPage' }] },
  // A chunk group with no files of its own.
  { id: 190, initial: false, files: [], origins: [provide('react-dom'), { request: './bootstrap' }] },
];

describe("the shell's start-up scripts are preloaded (docs/performance.md#the-shells-start-up-scripts-are-preloaded)", () => {
  it('takes the start-up import and the provided copies of the start-up shared modules, nothing else', () => {
    expect(startupFiles(CHUNKS)).toEqual([
      'assets/322.a.css',
      'assets/322.b.js',
      'assets/275.c.js',
      'assets/405.d.css',
      'assets/405.d.js',
    ]);
  });

  it('writes a preload per file, a script at low priority or a style sheet, under the public path', () => {
    expect(preloadTags(['assets/1.js', 'assets/1.css'], '/')).toBe(
      '<link rel="preload" as="script" href="/assets/1.js" fetchpriority="low">' +
        '<link rel="preload" as="style" href="/assets/1.css">',
    );
  });
});

// Tests of check-node-versions.mjs: `node --test scripts/check-node-versions.test.mjs`.
// Each case writes a small repository (package.json files, a Dockerfile, .nvmrc) and runs the real
// command on it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { imageMajors, rangeAcceptsMajor } from './check-node-versions.mjs';
import { runScript, sampleRepositories } from './script-test-support.mjs';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-node-versions.mjs');
const RANGE = '^20.19.0 || ^22.19.0 || ^24.0.0';
const DOCKERFILE = 'FROM node:24-bookworm AS build\nRUN npm ci\n\nFROM node:24-bookworm-slim\nCMD ["node"]\n';

const samples = sampleRepositories('node-versions-');
afterEach(() => samples.removeAll());

/** A consistent repository; `files` (path → text, null deletes) changes it. */
function repository(files = {}) {
  return samples.create({
    'package.json': JSON.stringify({ workspaces: ['server', 'shell'], engines: { node: RANGE } }),
    'server/package.json': JSON.stringify({ name: 'server', engines: { node: RANGE } }),
    'shell/package.json': JSON.stringify({ name: 'shell', engines: { node: RANGE } }),
    Dockerfile: DOCKERFILE,
    '.nvmrc': '24\n',
    ...files,
  });
}

const check = (root) => runScript(SCRIPT, root);

describe('check-node-versions', () => {
  it('passes when the image, .nvmrc and every engines field agree', () => {
    const { status, output } = check(repository());
    assert.equal(status, 0, output);
    assert.match(output, /Node 24/);
  });

  it('fails on stages of different majors, a stale .nvmrc and a range without the image', () => {
    const root = repository({
      Dockerfile: DOCKERFILE.replace('node:24-bookworm-slim', 'node:20-bookworm-slim').replace(
        'node:24-bookworm AS',
        'node:26-bookworm AS',
      ),
      '.nvmrc': '20\n',
    });
    const { status, output } = check(root);
    assert.equal(status, 1);
    assert.match(output, /^Dockerfile:4: node:20, while the first stage uses node:26$/m);
    assert.match(output, /^package\.json: engines\.node .* does not accept the image's Node 26$/m);
    assert.match(output, /^\.nvmrc: 20, while the image uses Node 26$/m);
  });

  it("fails on a workspace whose engines differ from the root's, or lack them", () => {
    const root = repository({
      'server/package.json': JSON.stringify({ name: 'server', engines: { node: '>=20' } }),
      'shell/package.json': JSON.stringify({ name: 'shell' }),
    });
    const { status, output } = check(root);
    assert.equal(status, 1);
    assert.match(output, /^server\/package\.json: engines\.node is ">=20", the root's is/m);
    assert.match(output, /^shell\/package\.json: engines\.node is undefined/m);
  });
});

describe('rangeAcceptsMajor and imageMajors', () => {
  it('reads the range forms package.json files use', () => {
    assert.equal(rangeAcceptsMajor(RANGE, 24), true);
    assert.equal(rangeAcceptsMajor(RANGE, 22), true);
    assert.equal(rangeAcceptsMajor(RANGE, 26), false);
    assert.equal(rangeAcceptsMajor(RANGE, 23), false);
    assert.equal(rangeAcceptsMajor('>=22.19', 26), true);
    assert.equal(rangeAcceptsMajor('>=22.19', 20), false);
    assert.equal(rangeAcceptsMajor('>22', 22), false);
    assert.equal(rangeAcceptsMajor('20.x || 24', 24), true);
  });

  it('finds every node stage and its line', () => {
    assert.deepEqual(imageMajors(DOCKERFILE), [
      { major: 24, line: 1 },
      { major: 24, line: 4 },
    ]);
    assert.deepEqual(imageMajors('FROM debian:bookworm\n'), []);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from './static-site.js';

// Static files of a built frontend (docs/routes.md#built-files): hashed files are cached for a
// year as immutable and sent brotli-compressed from the .br file beside them; the rest revalidate.

let app: FastifyInstance;
let root: string;
const SCRIPT = `export const value = "${'lumen '.repeat(400)}";\n`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-static-'));
  const write = (name: string, data: string | Buffer) => fs.writeFileSync(path.join(root, name), data);
  for (const name of ['main.0123456789.js', 'remoteEntry.js']) {
    write(name, SCRIPT);
    write(`${name}.br`, zlib.brotliCompressSync(SCRIPT));
    write(`${name}.gz`, zlib.gzipSync(SCRIPT));
  }
  write('logo.abcdef0123.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  await registerStaticSite(app, { root, prefix: '/remotes/test/' });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, encoding = 'br, gzip') =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

describe('static site', () => {
  it('sends a hashed script brotli-compressed and immutable for a year', async () => {
    const response = await get('/remotes/test/main.0123456789.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, still immutable', async () => {
    const response = await get('/remotes/test/main.0123456789.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes every hashed file immutable, not only scripts and styles', async () => {
    const response = await get('/remotes/test/logo.abcdef0123.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates a file without a hash in its name (the remote entry)', async () => {
    const response = await get('/remotes/test/remoteEntry.js');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Both servers run React's and graphql-js's production builds unless told otherwise: each entry
 * sets NODE_ENV before anything loads. A static import would be evaluated before that line (ES
 * modules load their imports first), so the entries import everything dynamically after it.
 */
const ENTRIES = ['main.ts', 'static-main.ts'];

describe('server entry points', () => {
  it.each(ENTRIES)('%s sets production mode before it loads any module', (entry) => {
    const source = fs.readFileSync(new URL(entry, import.meta.url), 'utf8');
    const code = source.split('\n').filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && line.trim() !== '');
    expect(code[0]).toBe("process.env.NODE_ENV ??= 'production';");
    expect(source).not.toMatch(/^import\s+(?!type\b)/m);
  });
});

import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Message } from 'shared-contracts';

// Every catalogue of every package (docs/architecture.md#strings), found on disk so that a new one
// is checked without anybody listing it: both languages, the same keys, nothing empty, and the
// same placeholders, so that a translation never drops or invents a {name}.
const REPO = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(path);
    return entry.name.endsWith('.zh-CN.json') ? [path] : [];
  });
}

function read(path: string): Record<string, Message> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, Message>;
}

function forms(message: Message): string[] {
  return typeof message === 'string' ? [message] : [message.one ?? '', message.other].filter((form) => form !== '');
}

function placeholders(message: Message): string[] {
  return [...new Set(forms(message).flatMap((form) => form.match(/\{\w+\}/g) ?? []))].sort();
}

/** What is wrong with one catalogue pair; empty when it is complete. */
function problems(zh: Record<string, Message>, en: Record<string, Message>): string[] {
  const found: string[] = [];
  for (const key of Object.keys(zh)) if (!(key in en)) found.push(`en lacks ${key}`);
  for (const key of Object.keys(en)) if (!(key in zh)) found.push(`zh-CN lacks ${key}`);
  for (const [key, message] of Object.entries({ ...zh, ...en })) {
    if (forms(message).some((form) => form.trim() === '') || forms(message).length === 0) found.push(`${key} is empty`);
  }
  for (const key of Object.keys(zh)) {
    const enMessage = en[key];
    if (enMessage === undefined) continue;
    const zhNames = placeholders(zh[key] as Message).join(' ');
    const enNames = placeholders(enMessage).join(' ');
    // A plural's count may be implied in Chinese ("{count} 次赞" has it; some one-forms drop it).
    if (zhNames !== enNames && zhNames.replace('{count}', '').trim() !== enNames.replace('{count}', '').trim()) {
      found.push(`${key}: zh-CN has ${zhNames || 'no placeholder'}, en has ${enNames || 'no placeholder'}`);
    }
  }
  return found;
}

const files = catalogueFiles(REPO);

describe('every catalogue', () => {
  it('is found on disk (the packages keep their strings as JSON)', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((path) => [relative(REPO, path), path]))(
    '%s has an English twin that matches it',
    (_name, path) => {
      const enPath = path.replace(/\.zh-CN\.json$/, '.en.json');
      expect(problems(read(path), read(enPath))).toEqual([]);
    },
  );
});

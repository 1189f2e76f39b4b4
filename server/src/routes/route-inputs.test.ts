import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES_DIR = path.dirname(new URL(import.meta.url).pathname);
const CLIENT_MESSAGES = path.join(ROUTES_DIR, '..', 'realtime', 'client-messages.ts');

/**
 * Route modules that may build their own schemas, each with why: the input is not one a client of
 * the contracts sends.
 */
const SERVER_ONLY_INPUTS: Record<string, string> = {
  // Asked only by the shell's server in stack mode, through page-data-client.ts beside it.
  'frontend/page-data-routes.ts': 'page data query',
};

/** Route modules that read a body or query without a schema, each with why. */
const UNPARSED_READS: Record<string, string> = {
  // An upload slice's body is bytes; its headers and params are parsed with the contracts' schemas.
  'uploads/upload-routes.ts': 'binary slice body',
  // The bench's own endpoints, only with BENCH_ENDPOINTS (docs/calls.md#infrastructure).
  'health/bench-feed-routes.ts': 'bench form pass-through',
  'health/health-routes.ts': 'bench sink',
};

/** Lines that read request.body or request.query other than through parseInput or a schema's safeParse. */
function unparsedReads(source: string): number[] {
  return source
    .split('\n')
    .flatMap((line, index) =>
      /request\.(body|query)\b/.test(line) && !/parseInput\(\w+, |\w+Schema\.safeParse\(/.test(line) ? [index + 1] : [],
    );
}

/** Whether a module loads zod at run time (a type-only import does not build schemas). */
function buildsOwnSchemas(source: string): boolean {
  return /^import\s+(?!type\b)[^;]*from\s+['"]zod['"]/m.test(source);
}

function routeSources(): string[] {
  return fs
    .readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
}

describe('route inputs are validated with the contracts’ schemas', () => {
  it('tells a module that builds schemas from one that only names their types', () => {
    expect(buildsOwnSchemas("import { z } from 'zod';\nconst A = z.object({});")).toBe(true);
    expect(buildsOwnSchemas('import {\n  z,\n  type ZodType,\n} from "zod";')).toBe(true);
    expect(buildsOwnSchemas("import type { z } from 'zod';\ntype A = z.infer<typeof B>;")).toBe(false);
    expect(buildsOwnSchemas("import { MuteFormSchema } from 'shared-contracts/schemas';")).toBe(false);
  });

  it('tells a read through a schema from a read by hand', () => {
    const source = [
      'const form = parseInput(MuteFormSchema, request.body ?? {});',
      'const parsed = WebinstallQuerySchema.safeParse(request.query ?? {});',
      'const batch = parseInput(AnalyticsBatchSchema, parseBody(request.body));',
      "const id = (request.query as { id?: string }).id ?? '';",
      'if (!request.body) throw fail.validation({});',
    ].join('\n');
    expect(unparsedReads(source)).toEqual([4, 5]);
  });

  it('every route reads its body and query through a schema', () => {
    const reads = routeSources().filter(
      (file) => unparsedReads(fs.readFileSync(path.join(ROUTES_DIR, file), 'utf8')).length > 0,
    );
    expect(reads).toEqual(Object.keys(UNPARSED_READS).sort());
  });

  it('no route module or the socket’s message reader builds its own input schema', () => {
    const files = routeSources();
    expect(files.length).toBeGreaterThan(20);
    const builders = files.filter((file) => buildsOwnSchemas(fs.readFileSync(path.join(ROUTES_DIR, file), 'utf8')));
    expect(builders).toEqual(Object.keys(SERVER_ONLY_INPUTS));
    expect(buildsOwnSchemas(fs.readFileSync(CLIENT_MESSAGES, 'utf8'))).toBe(false);
  });
});

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

  it('no route module or the socket’s message reader builds its own input schema', () => {
    const files = routeSources();
    expect(files.length).toBeGreaterThan(20);
    const builders = files.filter((file) => buildsOwnSchemas(fs.readFileSync(path.join(ROUTES_DIR, file), 'utf8')));
    expect(builders).toEqual(Object.keys(SERVER_ONLY_INPUTS));
    expect(buildsOwnSchemas(fs.readFileSync(CLIENT_MESSAGES, 'utf8'))).toBe(false);
  });
});

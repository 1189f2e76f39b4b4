import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertDeclaredSharedImports, SHARED_EXPORTS, undeclaredSharedImports } from './shared-tree-shaking.mjs';

describe('declared exports of tree-shaken shared singletons', () => {
  it('accepts declared react-router imports, type-only imports and other packages', () => {
    const source = [
      "import { Link, useNavigate as go, type NavigateOptions } from 'react-router';",
      "import type { Location } from 'react-router';",
      "import { createCookie } from 'some-other-package';",
      "export { useParams } from 'react-router';",
    ].join('\n');
    expect(undeclaredSharedImports(source)).toEqual([]);
  });

  it('names every undeclared export, including re-exports and namespace imports', () => {
    const source = [
      "import { Link, createBrowserRouter } from 'react-router';",
      "export { createCookie as cookie } from 'react-router';",
      "import * as Router from 'react-router';",
    ].join('\n');
    expect(undeclaredSharedImports(source)).toEqual([
      { shareKey: 'react-router', name: 'createBrowserRouter' },
      { shareKey: 'react-router', name: 'createCookie' },
      { shareKey: 'react-router', name: '*' },
    ]);
  });

  it('fails a build whose sources import an undeclared export, and ignores tests', () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-exports-'));
    fs.mkdirSync(path.join(src, 'features'));
    fs.writeFileSync(path.join(src, 'features', 'Thing.test.tsx'), "import { RouterProvider } from 'react-router';\n");
    fs.writeFileSync(path.join(src, 'features', 'Thing.tsx'), "import { useMatch } from 'react-router';\n");
    expect(() => assertDeclaredSharedImports(src)).not.toThrow();
    fs.writeFileSync(path.join(src, 'features', 'Other.tsx'), "import { useLoaderData } from 'react-router';\n");
    expect(() => assertDeclaredSharedImports(src)).toThrow(/features\/Other\.tsx: useLoaderData from react-router/);
    fs.rmSync(src, { recursive: true, force: true });
  });

  it('holds @tanstack/react-query to its declared list too', () => {
    const source = [
      "import { QueryClient, useQuery, useInfiniteQuery, useMutation, type QueryKey } from '@tanstack/react-query';",
      "import { useQueries, HydrationBoundary } from '@tanstack/react-query';",
    ].join('\n');
    expect(undeclaredSharedImports(source)).toEqual([
      { shareKey: '@tanstack/react-query', name: 'useQueries' },
      { shareKey: '@tanstack/react-query', name: 'HydrationBoundary' },
    ]);
  });

  it('declares every react-router and @tanstack/react-query export the shell and the remotes import today', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const packages = fs.readdirSync(root).filter((name) => name === 'shell' || name.startsWith('remote-'));
    for (const name of packages) expect(() => assertDeclaredSharedImports(path.join(root, name, 'src'))).not.toThrow();
    expect(SHARED_EXPORTS['react-router']).toContain('useNavigationType');
    expect(SHARED_EXPORTS['@tanstack/react-query']).toContain('useIsMutating');
  });
});

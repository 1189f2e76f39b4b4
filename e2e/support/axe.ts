import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

type AxeContext = Document | { exclude: string[][] };

/**
 * Runs axe-core on the page (all of it, or without the `exclude`d selectors) and returns its
 * violations, one readable line each. axe is evaluated through the DevTools protocol rather than
 * added as a `<script>`: the page's CSP (docs/security.md#headers) refuses inline scripts without
 * its nonce, as it should, and the tests keep that CSP on.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (context: AxeContext) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run(excluded.length > 0 ? { exclude: excluded.map((s) => [s]) } : document);
    return result.violations;
  }, exclude);
  return (violations as AxeViolation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

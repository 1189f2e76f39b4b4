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
  await settled(page);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (context: AxeContext) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run(excluded.length > 0 ? { exclude: excluded.map((s) => [s]) } : document);
    return result.violations;
  }, exclude);
  return describe(violations as AxeViolation[]);
}

/**
 * Runs axe-core on one modal dialog only. While a modal `<dialog>` is open the page behind it is
 * inert, out of the accessibility tree, so the page-level rules (one main landmark, a level-one
 * heading) have nothing to judge; what the person can reach is the dialog, which is checked whole.
 */
export async function axeDialogViolations(page: Page, selector: string): Promise<string[]> {
  await settled(page);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (included) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: { include: string[][] }) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    return (await axe.run({ include: [[included]] })).violations;
  }, selector);
  return describe(violations as AxeViolation[]);
}

/**
 * Waits (up to 5 s) for the page's finite animations and transitions to end, so axe judges what
 * stays on screen: a sheet or a dialog fading in measured its colours half-way (a dark-theme
 * colour-contrast failure on the half sheet's button, 1 run in 3). Endless ones (spinners) are
 * not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

function describe(violations: AxeViolation[]): string[] {
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

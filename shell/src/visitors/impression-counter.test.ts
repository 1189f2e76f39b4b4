import { describe, expect, it } from 'vitest';
import type { VisitorImpressionResult, VisitorSurface } from 'shared-contracts';
import { countImpression, type CountStorage } from './impression-counter';

function memoryStorage(): CountStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
}

function server(seen: number, walled: boolean) {
  return (surface: VisitorSurface): Promise<VisitorImpressionResult> =>
    Promise.resolve({ surface, seen, limit: 4, walled, status: 'ok' });
}

describe('countImpression', () => {
  it('walls at once when the browser’s own count is past the limit', async () => {
    const storage = memoryStorage();
    storage.setItem('lumen.visitor.seen.page', '4');
    const outcome = countImpression('page', storage, server(5, true));
    expect(outcome.walledLocally).toBe(true);
    expect(await outcome.walled).toBe(true);
  });

  it('follows the server when the browser forgot its count (cleared storage) and catches up', async () => {
    const storage = memoryStorage();
    const outcome = countImpression('page', storage, server(9, true));
    expect(outcome.walledLocally).toBe(false);
    expect(await outcome.walled).toBe(true);
    expect(storage.getItem('lumen.visitor.seen.page')).toBe('9');
  });

  it('keeps the browser’s decision when the server cannot be asked', async () => {
    const storage = memoryStorage();
    storage.setItem('lumen.visitor.seen.post', '17');
    const outcome = countImpression('post', storage, () => Promise.reject(new Error('offline')));
    expect(await outcome.walled).toBe(true);
  });

  it('never walls what the server does not count (a crawler or a logged-in viewer)', async () => {
    const storage = memoryStorage();
    storage.setItem('lumen.visitor.seen.page', '10');
    expect(await countImpression('page', storage, server(0, false)).walled).toBe(false);
  });
});

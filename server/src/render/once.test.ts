import { describe, expect, it } from 'vitest';
import { once } from './once.js';

describe('once', () => {
  it('loads on first use only, and every caller gets that result', () => {
    let loads = 0;
    const load = once(() => ({ load: ++loads }));
    expect(loads).toBe(0);
    const first = load();
    expect(load()).toBe(first);
    expect(loads).toBe(1);
  });

  it('keeps a promise, even a rejected one: what failed to load is not loaded again', async () => {
    let loads = 0;
    const load = once(() => {
      loads += 1;
      return Promise.reject(new Error('no build'));
    });
    await expect(load()).rejects.toThrow('no build');
    await expect(load()).rejects.toThrow('no build');
    expect(loads).toBe(1);
  });

  it('asks again while there is nothing to load (null), then keeps what it gets', () => {
    let ready = false;
    let loads = 0;
    const load = once(() => {
      loads += 1;
      return ready ? { built: true } : null;
    });
    expect(load()).toBeNull();
    ready = true;
    const built = load();
    expect(built).toEqual({ built: true });
    ready = false;
    expect(load()).toBe(built);
    expect(loads).toBe(2);
  });
});

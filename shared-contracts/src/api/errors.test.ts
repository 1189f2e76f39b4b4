import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the errors module, as a second bundle on the page would have. */
async function freshCopy() {
  vi.resetModules();
  return import('./errors.js');
}

describe('ApiError across copies of the module', () => {
  it('is recognised by instanceof and isApiError whichever copy made it', async () => {
    const first = await freshCopy();
    const second = await freshCopy();
    expect(first.ApiError).not.toBe(second.ApiError);
    const error = new first.ApiError(400, 'username_taken', 'taken');
    expect(error).toBeInstanceOf(second.ApiError);
    expect(second.isApiError(error, 'username_taken')).toBe(true);
    expect(second.isApiError(error, 'rate_limited')).toBe(false);
    expect(second.errorDescription(error)).toBe('taken');
  });

  it('is not claimed by a plain Error or a look-alike without the brand', async () => {
    const { ApiError, isApiError } = await freshCopy();
    expect(new Error('x')).not.toBeInstanceOf(ApiError);
    expect(isApiError(Object.assign(new Error('x'), { name: 'ApiError', errorId: 'forbidden' }))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

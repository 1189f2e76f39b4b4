import { describe, expect, it } from 'vitest';
import { claimKey, createUploadClaims } from './upload-claims.js';

describe('upload claims', () => {
  it('claims all keys or none, and frees them on release', () => {
    const claims = createUploadClaims();
    expect(claims.claim(['a', 'b'])).toBe(true);
    expect(claims.claim(['c', 'b'])).toBe(false);
    // The refused claim took nothing: c is still free.
    expect(claims.claim(['c'])).toBe(true);
    claims.release(['a', 'b']);
    expect(claims.claim(['b'])).toBe(true);
    expect(claimKey({ owner_id: 3, entity_name: '1_0_9' })).toBe('3/1_0_9');
  });
});

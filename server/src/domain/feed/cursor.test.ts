import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.js';

describe('feed cursor', () => {
  it('round-trips and refuses anything malformed', () => {
    const cursor = { takenAt: 1_790_000_000_123, id: 42 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('')).toBeNull();
    expect(decodeCursor(null)).toBeNull();
    expect(decodeCursor(Buffer.from('1:2:3').toString('base64url'))).toBeNull();
    expect(decodeCursor(Buffer.from('1 or 1=1').toString('base64url'))).toBeNull();
  });
});

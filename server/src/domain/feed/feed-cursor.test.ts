import { describe, expect, it } from 'vitest';
import { decodeFeedCursor, encodeFeedCursor, type FeedPosition } from './feed-cursor.js';

describe('feed cursors', () => {
  it('round-trip every segment', () => {
    const positions: FeedPosition[] = [
      { segment: 't', takenAt: 1_790_000_000_123, id: 42 },
      { segment: 's', snapshotId: 7, index: 0 },
      { segment: 'n', snapshotId: 7, takenAt: 1_790_000_000_999, id: 3 },
      { segment: 'p', snapshotId: 7, takenAt: 1_700_000_000_000, id: 99 },
    ];
    for (const position of positions) expect(decodeFeedCursor(encodeFeedCursor(position))).toEqual(position);
  });

  it('refuses anything malformed', () => {
    for (const text of ['', 'x:1:2', 's:1', 't:1:2:3', 's:-1:2', 'p:1:2:3:4', "t:1:2' or 1=1"])
      expect(decodeFeedCursor(Buffer.from(text).toString('base64url'))).toBeNull();
  });

  it("refuses ids past the id columns' range (PostgreSQL would refuse them)", () => {
    for (const text of ['t:1:2147483648', 's:2147483648:0', 'p:2147483648:1:2', 'n:1:1:99999999999'])
      expect(decodeFeedCursor(Buffer.from(text).toString('base64url'))).toBeNull();
    expect(decodeFeedCursor(Buffer.from('t:1:2147483647').toString('base64url'))).not.toBeNull();
  });
});

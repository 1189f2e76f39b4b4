import { isRowId } from '../../http/ids.js';

/**
 * Positions in a feed. Chronological feeds page by (time, id) keysets; the home feed is a
 * sequence of segments: posts newer than its snapshot ('n'), the frozen ranked snapshot ('s', by
 * index), and the past posts after it ('p'). Cursors are opaque base64url strings.
 */
export type FeedPosition =
  | { segment: 't'; takenAt: number; id: number }
  | { segment: 'n' | 'p'; snapshotId: number; takenAt: number; id: number }
  | { segment: 's'; snapshotId: number; index: number };

/** Encodes a feed position as an opaque cursor. */
export function encodeFeedCursor(position: FeedPosition): string {
  const text =
    position.segment === 't'
      ? `t:${position.takenAt}:${position.id}`
      : position.segment === 's'
        ? `s:${position.snapshotId}:${position.index}`
        : `${position.segment}:${position.snapshotId}:${position.takenAt}:${position.id}`;
  return Buffer.from(text).toString('base64url');
}

const INT = '(\\d{1,16})';

/** Decodes a feed cursor; null for anything malformed, ids past the id columns' range included. */
export function decodeFeedCursor(cursor: string): FeedPosition | null {
  const position = parseFeedPosition(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!position) return null;
  const ids =
    position.segment === 't'
      ? [position.id]
      : position.segment === 's'
        ? [position.snapshotId]
        : [position.snapshotId, position.id];
  return ids.every(isRowId) ? position : null;
}

function parseFeedPosition(text: string): FeedPosition | null {
  let match = new RegExp(`^t:${INT}:${INT}$`).exec(text);
  if (match) return { segment: 't', takenAt: Number(match[1]), id: Number(match[2]) };
  match = new RegExp(`^s:${INT}:${INT}$`).exec(text);
  if (match) return { segment: 's', snapshotId: Number(match[1]), index: Number(match[2]) };
  match = new RegExp(`^([np]):${INT}:${INT}:${INT}$`).exec(text);
  if (match)
    return {
      segment: match[1] === 'n' ? 'n' : 'p',
      snapshotId: Number(match[2]),
      takenAt: Number(match[3]),
      id: Number(match[4]),
    };
  return null;
}

import { describe, expect, it } from 'vitest';
import { presenceLabel } from './presence';

const NOW = 1_000_000_000;

describe('presenceLabel', () => {
  it('says now while active, else how long ago in minutes, hours or days', () => {
    expect(presenceLabel({ is_active: true, last_activity_at_ms: NOW - 3_600_000 }, NOW)).toEqual({ kind: 'now' });
    expect(presenceLabel({ is_active: false, last_activity_at_ms: NOW - 5 * 60_000 }, NOW)).toEqual({
      kind: 'ago',
      unit: 'minutes',
      count: 5,
    });
    expect(presenceLabel({ is_active: false, last_activity_at_ms: NOW - 3 * 3_600_000 }, NOW)).toEqual({
      kind: 'ago',
      unit: 'hours',
      count: 3,
    });
    expect(presenceLabel({ is_active: false, last_activity_at_ms: NOW - 50 * 3_600_000 }, NOW)).toEqual({
      kind: 'ago',
      unit: 'days',
      count: 2,
    });
  });

  it('shows nothing when presence is hidden from the viewer', () => {
    expect(presenceLabel(undefined, NOW)).toEqual({ kind: 'hidden' });
  });
});

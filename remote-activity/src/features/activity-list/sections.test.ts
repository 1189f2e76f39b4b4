import { describe, expect, it } from 'vitest';
import type { ActivityRow } from 'shared-contracts';
import { inSections, sectionOf } from './sections';

// Noon on 10 June 2026 in the test's time zone (the viewer's, as the browser's would be).
const now = new Date(2026, 5, 10, 12, 0, 0).getTime();
const at = (...parts: [number, number, number, number]): number =>
  new Date(2026, parts[0], parts[1], parts[2], parts[3]).getTime() / 1000;

describe('the sections of the activity list', () => {
  it('puts a time in Today from the viewer’s midnight, then the week, the month and earlier', () => {
    expect(sectionOf(at(5, 10, 0, 1), now)).toBe('today');
    expect(sectionOf(at(5, 9, 23, 59), now)).toBe('week');
    expect(sectionOf(at(5, 3, 0, 0), now)).toBe('week');
    expect(sectionOf(at(5, 2, 23, 0), now)).toBe('month');
    expect(sectionOf(at(4, 12, 0, 0), now)).toBe('month');
    expect(sectionOf(at(4, 10, 0, 0), now)).toBe('earlier');
  });

  it('keeps the rows’ order and leaves out empty sections', () => {
    const rows = [at(5, 10, 9, 0), at(5, 10, 8, 0), at(3, 1, 0, 0)].map(
      (timestamp, i) => ({ id: String(i), timestamp }) as ActivityRow,
    );
    expect(inSections(rows, now).map((s) => [s.section, s.rows.map((r) => r.id)])).toEqual([
      ['today', ['0', '1']],
      ['earlier', ['2']],
    ]);
  });
});

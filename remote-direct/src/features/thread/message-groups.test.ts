import { describe, expect, it } from 'vitest';
import { groupMessages, GROUP_GAP_MS, TIME_HEADING_GAP_MS } from './message-groups';

const m = (id: string, senderId: string, at: number) => ({ id, senderId, at });

describe('groupMessages', () => {
  it('groups consecutive messages of one sender, splits on another sender or a long gap', () => {
    const groups = groupMessages(
      [m('1', 'me', 0), m('2', 'me', 1000), m('3', 'ana', 2000), m('4', 'ana', 2000 + GROUP_GAP_MS + 1)],
      'me',
    );
    expect(groups.map((g) => g.messages.map((x) => x.id))).toEqual([['1', '2'], ['3'], ['4']]);
    expect(groups.map((g) => g.fromViewer)).toEqual([true, false, false]);
  });

  it('puts a time heading on the first group and after a long pause only', () => {
    const groups = groupMessages(
      [m('1', 'a', 0), m('2', 'b', 1000), m('3', 'a', 1000 + TIME_HEADING_GAP_MS + 1)],
      'me',
    );
    expect(groups.map((g) => g.showTime)).toEqual([true, false, true]);
  });
});

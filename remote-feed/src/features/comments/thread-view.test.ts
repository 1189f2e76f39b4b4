import { describe, expect, it } from 'vitest';
import { threadView } from './thread-view';
import { makeTestComment } from 'shared-client/testing';

const parent = makeTestComment({ pk: '10', child_comment_count: 3 });
const reply = (pk: string) => makeTestComment({ pk, parent_comment_id: '10' });
const thread = (replies: ReturnType<typeof reply>[], fetched: boolean, hasMore = false) => ({
  replies,
  fetched,
  hasMore,
  isFetching: false,
  isError: false,
});

describe('threadView', () => {
  it('offers "View replies (n)" with the child count before anything is fetched', () => {
    expect(threadView(parent, thread([], false), false)).toMatchObject({
      replies: [],
      hiddenCount: 3,
      needsFetch: true,
      canHide: false,
    });
    expect(threadView(makeTestComment({ pk: '12' }), thread([], false), false).hiddenCount).toBe(0);
  });

  it('after a first page offers the rest, then only "Hide replies"', () => {
    expect(threadView(parent, thread([reply('20'), reply('21')], true, true), true)).toMatchObject({
      hiddenCount: 1,
      needsFetch: true,
      canHide: true,
    });
    const all = thread([reply('20'), reply('21'), reply('22')], true);
    expect(threadView(parent, all, true)).toMatchObject({ hiddenCount: 0, canHide: true });
    // Folding keeps what was fetched: unfolding needs no new request.
    expect(threadView(parent, all, false)).toMatchObject({ replies: [], hiddenCount: 3, needsFetch: false });
  });

  it("shows the viewer's new reply in an unfetched thread and still offers the older ones", () => {
    const counted = { ...parent, child_comment_count: 4 };
    const view = threadView(counted, thread([reply('30')], false), true);
    expect(view.replies.map((c) => c.pk)).toEqual(['30']);
    expect(view).toMatchObject({ hiddenCount: 3, needsFetch: true });
  });

  it('reports a fetch under way or failed', () => {
    expect(threadView(parent, { ...thread([], false), isFetching: true }, true).status).toBe('loading');
    expect(threadView(parent, { ...thread([], false), isError: true }, true).status).toBe('error');
  });
});

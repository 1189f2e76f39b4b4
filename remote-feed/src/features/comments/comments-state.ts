import type { ChildCommentsPage, Comment, CommentsPage } from 'shared-contracts';

/** The replies of one top-level comment that the viewer has opened or added to. */
export interface ReplyThread {
  /** Reply pks, oldest first. */
  pks: string[];
  /** Cursor of the next page of replies; null before the first fetch. */
  cursor: string | null;
  /** Whether a fetch has answered; until then the count alone tells if replies remain. */
  fetched: boolean;
  /** The server's word on more replies (meaningful once fetched). */
  hasMore: boolean;
  expanded: boolean;
  status: 'idle' | 'loading' | 'error';
}

/** Everything the comment list shows, as one value a reducer changes. */
export interface CommentsState {
  status: 'loading' | 'ready' | 'error';
  byPk: Readonly<Record<string, Comment>>;
  /** Top-level comment pks in display order. */
  topLevel: string[];
  threads: Readonly<Record<string, ReplyThread>>;
  nextMaxId: string | null;
  hasMore: boolean;
  moreStatus: 'idle' | 'loading' | 'error';
  commentCount: number;
  commentsDisabled: boolean;
  commentingDisabledForViewer: boolean;
  /** Top-level comments the viewer posted here, newest first: kept when the first page lands. */
  addedPks: string[];
}

/** What can happen to the list. */
export type CommentsAction =
  | { type: 'first-page-requested' }
  | { type: 'page-requested' }
  | { type: 'page-loaded'; page: CommentsPage; first: boolean }
  | { type: 'page-failed'; first: boolean }
  | { type: 'replies-requested'; parentPk: string }
  | { type: 'replies-loaded'; parentPk: string; page: ChildCommentsPage }
  | { type: 'replies-failed'; parentPk: string }
  | { type: 'replies-toggled'; parentPk: string; expanded: boolean }
  | { type: 'like-set'; pk: string; liked: boolean; count: number }
  | { type: 'comment-added'; comment: Comment }
  | { type: 'comment-removed'; pk: string }
  | { type: 'comments-disabled' };

/** The list before its first page arrives, with the post's own counts and switches. */
export function initialCommentsState(media: {
  comment_count: number;
  comments_disabled: boolean;
  commenting_disabled_for_viewer: boolean;
}): CommentsState {
  return {
    status: 'loading',
    byPk: {},
    topLevel: [],
    threads: {},
    nextMaxId: null,
    hasMore: false,
    moreStatus: 'idle',
    commentCount: media.comment_count,
    commentsDisabled: media.comments_disabled,
    commentingDisabledForViewer: media.commenting_disabled_for_viewer,
    addedPks: [],
  };
}

const emptyThread: ReplyThread = {
  pks: [],
  cursor: null,
  fetched: false,
  hasMore: false,
  expanded: false,
  status: 'idle',
};

function threadOf(state: CommentsState, parentPk: string): ReplyThread {
  return state.threads[parentPk] ?? emptyThread;
}

function withThread(state: CommentsState, parentPk: string, change: Partial<ReplyThread>): CommentsState {
  return { ...state, threads: { ...state.threads, [parentPk]: { ...threadOf(state, parentPk), ...change } } };
}

function store(byPk: Readonly<Record<string, Comment>>, comments: readonly Comment[]): Record<string, Comment> {
  const next = { ...byPk };
  for (const comment of comments) next[comment.pk] = comment;
  return next;
}

// Replies read oldest first whatever order pages and local additions arrived in.
function byTime(byPk: Readonly<Record<string, Comment>>) {
  return (a: string, b: string): number => {
    const ca = byPk[a];
    const cb = byPk[b];
    const dt = (ca?.created_at ?? 0) - (cb?.created_at ?? 0);
    if (dt !== 0) return dt;
    return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  };
}

function patchComment(state: CommentsState, pk: string, change: Partial<Comment>): CommentsState {
  const comment = state.byPk[pk];
  if (!comment) return state;
  return { ...state, byPk: { ...state.byPk, [pk]: { ...comment, ...change } } };
}

/** The comment list's reducer: pages, reply threads, likes, additions and removals. */
export function commentsReducer(state: CommentsState, action: CommentsAction): CommentsState {
  switch (action.type) {
    case 'first-page-requested':
      return { ...state, status: 'loading' };
    case 'page-requested':
      return { ...state, moreStatus: 'loading' };
    case 'page-loaded': {
      const { page } = action;
      // A comment posted while the first page was on its way may be missing from that page:
      // it stays on top instead of vanishing when the page replaces the list.
      const inPage = new Set(page.comments.map((c) => c.pk));
      const kept = action.first
        ? state.addedPks.flatMap((pk) => {
            const comment = state.byPk[pk];
            return comment && !inPage.has(pk) ? [comment] : [];
          })
        : [];
      const known = new Set(action.first ? kept.map((c) => c.pk) : state.topLevel);
      const fresh = page.comments.filter((c) => c.parent_comment_id === null && !known.has(c.pk));
      return {
        ...state,
        status: 'ready',
        byPk: store(action.first ? store({}, kept) : state.byPk, page.comments),
        topLevel: [...(action.first ? kept.map((c) => c.pk) : state.topLevel), ...fresh.map((c) => c.pk)],
        threads: action.first ? {} : state.threads,
        nextMaxId: page.next_max_id,
        hasMore: page.has_more_comments && page.next_max_id !== null,
        moreStatus: 'idle',
        commentCount: page.comment_count + kept.length,
        commentsDisabled: page.comments_disabled,
        commentingDisabledForViewer: page.commenting_disabled_for_viewer,
      };
    }
    case 'page-failed':
      return action.first ? { ...state, status: 'error' } : { ...state, moreStatus: 'error' };
    case 'replies-requested':
      return withThread(state, action.parentPk, { status: 'loading' });
    case 'replies-loaded': {
      const thread = threadOf(state, action.parentPk);
      const byPk = store(state.byPk, action.page.child_comments);
      const pks = Array.from(new Set([...thread.pks, ...action.page.child_comments.map((c) => c.pk)]));
      pks.sort(byTime(byPk));
      return withThread({ ...state, byPk }, action.parentPk, {
        pks,
        cursor: action.page.next_max_child_cursor,
        fetched: true,
        hasMore: action.page.has_more_tail_child_comments && action.page.next_max_child_cursor !== null,
        expanded: true,
        status: 'idle',
      });
    }
    case 'replies-failed':
      return withThread(state, action.parentPk, { status: 'error' });
    case 'replies-toggled':
      return withThread(state, action.parentPk, { expanded: action.expanded });
    case 'like-set':
      return patchComment(state, action.pk, { has_liked_comment: action.liked, comment_like_count: action.count });
    case 'comment-added': {
      const { comment } = action;
      if (state.byPk[comment.pk]) return state;
      const byPk = store(state.byPk, [comment]);
      const next = { ...state, byPk, commentCount: state.commentCount + 1 };
      const parentPk = comment.parent_comment_id;
      if (parentPk === null)
        return { ...next, topLevel: [comment.pk, ...state.topLevel], addedPks: [comment.pk, ...state.addedPks] };
      const parent = state.byPk[parentPk];
      const thread = threadOf(state, parentPk);
      const withParent = parent
        ? patchComment(next, parentPk, { child_comment_count: parent.child_comment_count + 1 })
        : next;
      return withThread(withParent, parentPk, {
        pks: [...thread.pks, comment.pk].sort(byTime(byPk)),
        expanded: true,
      });
    }
    case 'comment-removed': {
      const comment = state.byPk[action.pk];
      if (!comment) return state;
      const byPk = { ...state.byPk };
      delete byPk[action.pk];
      const parentPk = comment.parent_comment_id;
      if (parentPk === null) {
        const threads = { ...state.threads };
        delete threads[action.pk];
        return {
          ...state,
          byPk,
          threads,
          topLevel: state.topLevel.filter((pk) => pk !== action.pk),
          commentCount: Math.max(0, state.commentCount - 1 - comment.child_comment_count),
        };
      }
      const thread = threadOf(state, parentPk);
      const parent = state.byPk[parentPk];
      const next: CommentsState = { ...state, byPk, commentCount: Math.max(0, state.commentCount - 1) };
      const withParent = parent
        ? patchComment(next, parentPk, { child_comment_count: Math.max(0, parent.child_comment_count - 1) })
        : next;
      return withThread(withParent, parentPk, { pks: thread.pks.filter((pk) => pk !== action.pk) });
    }
    case 'comments-disabled':
      return { ...state, commentsDisabled: true };
  }
}

/** How a reply thread's toggle reads: how many replies are still hidden and whether it can hide. */
export interface ThreadView {
  /** The replies shown, oldest first. */
  replies: Comment[];
  /** Replies not shown yet ("View replies (n)"); 0 when none. */
  hiddenCount: number;
  /** Whether "View replies" has to fetch (else it only unfolds what is loaded). */
  needsFetch: boolean;
  canHide: boolean;
  status: ReplyThread['status'];
}

/** What the list shows under a top-level comment. */
export function threadView(state: CommentsState, parent: Comment): ThreadView {
  const thread = threadOf(state, parent.pk);
  const loaded = thread.pks.map((pk) => state.byPk[pk]).filter((c): c is Comment => c !== undefined);
  const remaining = Math.max(0, parent.child_comment_count - loaded.length);
  const moreOnServer = thread.fetched ? thread.hasMore : remaining > 0;
  if (!thread.expanded) {
    return {
      replies: [],
      hiddenCount: parent.child_comment_count > 0 ? Math.max(parent.child_comment_count, loaded.length) : 0,
      needsFetch: loaded.length === 0 || (moreOnServer && !thread.fetched),
      canHide: false,
      status: thread.status,
    };
  }
  return {
    replies: loaded,
    hiddenCount: moreOnServer ? Math.max(remaining, 1) : 0,
    needsFetch: moreOnServer,
    canHide: loaded.length > 0,
    status: thread.status,
  };
}

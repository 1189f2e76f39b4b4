import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

// The comments' own catalog (zh-CN is the reference, English is typed against it), kept apart
// from the feed's so the two features never edit the same file.
const zhCN = {
  'comments.heading': '评论',
  'comments.loading': '正在加载评论…',
  'comments.loadError': '无法加载评论。',
  'comments.retry': '重试',
  'comments.loadMore': '加载更多评论',
  'comments.empty': '还没有评论。',
  'comments.emptyHint': '快来发表第一条评论吧。',
  'comments.viewReplies': '查看回复（{count}）',
  'comments.hideReplies': '隐藏回复',
  'comments.repliesError': '无法加载回复。',
  'comments.reply': '回复',
  'comments.replyTo': '回复 {username}',
  'comments.likeComment': '赞 {username} 的评论',
  'comments.likes': '{count} 次赞',
  'comments.likeFailed': '无法更新评论的赞。',
  'comments.verified': '已验证',
  'comments.covered': '只有你和帖子所有者能看到此评论',
  'comments.delete': '删除',
  'comments.deleteComment': '删除 {username} 的评论',
  'comments.deleteTitle': '要删除评论吗？',
  'comments.deleteBody': '删除后将无法恢复。',
  'comments.deleteFailed': '无法删除评论。',
  'comments.deleted': '评论已删除。',
  'comments.cancel': '取消',
  'comments.pending': '正在发布…',
  'comments.posted': '{username} 发布了评论：{text}',
  'comments.previewHeading': '评论',
  'comments.loginPrompt': '登录后即可查看全部评论并参与讨论。',
  'comments.login': '登录',
  'comments.signup': '注册',
  'composer.label': '添加评论…',
  'composer.post': '发布',
  'composer.posting': '正在发布…',
  'composer.replyingTo': '正在回复 {username}',
  'composer.cancelReply': '取消回复',
  'composer.remaining': '还可输入 {count} 个字符',
  'composer.overLimit': '超出 {count} 个字符',
  'composer.failed': '无法发布评论。',
  'composer.retry': '重试',
  'composer.rateLimited': '你的评论太频繁了，请过几分钟再试。',
  'composer.disabled': '评论功能已关闭。',
  'spam.ok': '确定',
} as const;

/** Keys of the comments catalog. */
export type CommentsMessageKey = keyof typeof zhCN;

const en: Record<CommentsMessageKey, string | { one: string; other: string }> = {
  'comments.heading': 'Comments',
  'comments.loading': 'Loading comments…',
  'comments.loadError': "Couldn't load comments.",
  'comments.retry': 'Retry',
  'comments.loadMore': 'Load more comments',
  'comments.empty': 'No comments yet.',
  'comments.emptyHint': 'Start the conversation.',
  'comments.viewReplies': 'View replies ({count})',
  'comments.hideReplies': 'Hide replies',
  'comments.repliesError': "Couldn't load replies.",
  'comments.reply': 'Reply',
  'comments.replyTo': 'Reply to {username}',
  'comments.likeComment': "Like {username}'s comment",
  'comments.likes': { one: '{count} like', other: '{count} likes' },
  'comments.likeFailed': "Couldn't update the like on this comment.",
  'comments.verified': 'Verified',
  'comments.covered': 'Only you and the post owner can see this',
  'comments.delete': 'Delete',
  'comments.deleteComment': "Delete {username}'s comment",
  'comments.deleteTitle': 'Delete comment?',
  'comments.deleteBody': "This can't be undone.",
  'comments.deleteFailed': "Couldn't delete comment.",
  'comments.deleted': 'Comment deleted.',
  'comments.cancel': 'Cancel',
  'comments.pending': 'Posting…',
  'comments.posted': '{username} commented: {text}',
  'comments.previewHeading': 'Comments',
  'comments.loginPrompt': 'Log in to see all comments and join the conversation.',
  'comments.login': 'Log in',
  'comments.signup': 'Sign up',
  'composer.label': 'Add a comment…',
  'composer.post': 'Post',
  'composer.posting': 'Posting…',
  'composer.replyingTo': 'Replying to {username}',
  'composer.cancelReply': 'Cancel reply',
  'composer.remaining': { one: '{count} character left', other: '{count} characters left' },
  'composer.overLimit': { one: '{count} character over the limit', other: '{count} characters over the limit' },
  'composer.failed': "Couldn't post comment.",
  'composer.retry': 'Retry',
  'composer.rateLimited': "You're commenting too fast. Try again in a few minutes.",
  'composer.disabled': 'Comments on this post have been limited.',
  'spam.ok': 'OK',
};

const catalogs: Catalogs<CommentsMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the comments' strings. */
export function useCommentsTranslation(): Translate<CommentsMessageKey> {
  return useTranslator(catalogs);
}

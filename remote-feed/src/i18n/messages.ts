import { useTranslator, type Catalogs, type Translate } from 'shared-contracts';

const zhCN = {
  'feed.title': '首页',
  'feed.empty.title': '欢迎来到 Lumen',
  'feed.empty.body': '关注用户后，你会在这里看到他们分享的照片和视频。',
  'feed.error': '无法加载帖子。',
  'feed.retry': '重试',
  'feed.caughtUp': '你已看完所有新内容',
  'feed.loading': '正在加载帖子…',
  'post.likes': '{count} 次赞',
  'post.likesHidden': '其他用户看不到此帖的赞数',
  'post.viewAllComments': '查看全部 {count} 条评论',
  'post.more': '更多',
  'post.verified': '已验证',
  'post.photoBy': '{username} 的照片',
  'post.photoAlt': '{username} 的照片：{description}',
  'post.edited': '已编辑',
  'post.commentsOff': '评论功能已关闭。',
  'post.notFound': '找不到帖子',
  'post.comments': '评论',
} as const;

type FeedMessageKey = keyof typeof zhCN;

const en: Record<FeedMessageKey, string | { one: string; other: string }> = {
  'feed.title': 'Home',
  'feed.empty.title': 'Welcome to Lumen',
  'feed.empty.body': "When you follow people, you'll see the photos and videos they share here.",
  'feed.error': "Couldn't load posts.",
  'feed.retry': 'Retry',
  'feed.caughtUp': "You're all caught up",
  'feed.loading': 'Loading posts…',
  'post.likes': { one: '{count} like', other: '{count} likes' },
  'post.likesHidden': 'Like counts on this post are hidden',
  'post.viewAllComments': { one: 'View {count} comment', other: 'View all {count} comments' },
  'post.more': 'more',
  'post.verified': 'Verified',
  'post.photoBy': 'Photo by {username}',
  'post.photoAlt': 'Photo by {username}: {description}',
  'post.edited': 'Edited',
  'post.commentsOff': 'Comments on this post have been limited.',
  'post.notFound': 'Post not found',
  'post.comments': 'Comments',
};

const catalogs: Catalogs<FeedMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-feed's strings. */
export function useFeedTranslation(): Translate<FeedMessageKey> {
  return useTranslator(catalogs);
}

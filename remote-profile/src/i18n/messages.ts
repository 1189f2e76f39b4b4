import { useTranslator, type Catalogs, type Translate } from 'shared-contracts';

const zhCN = {
  'profile.stats.posts': '帖子',
  'profile.stats.followers': '粉丝',
  'profile.stats.following': '关注',
  'profile.verified': '已验证',
  'profile.avatarAlt': '{username}的头像',
  'profile.documentTitle': '{fullName} (@{username}) • Lumen',
  'profile.documentTitleNoName': '@{username} • Lumen',
  'profile.moreLinks': '+ {count}',
  'profile.tabs': '主页内容',
  'profile.tab.posts': '帖子',
  'profile.private.title': '这是私密账户',
  'profile.private.body': '关注后即可查看其照片和视频。',
  'profile.empty': '还没有帖子',
  'profile.error': '无法加载此主页。',
  'profile.postsError': '无法加载帖子。',
  'profile.retry': '重试',
  'profile.loading': '正在加载主页…',
  'profile.loadingPosts': '正在加载帖子…',
  'profile.photoBy': '{username} 的照片',
  'profile.carousel': '轮播帖',
  'profile.video': '视频',
} as const;

/** Keys of remote-profile's strings. */
export type ProfileMessageKey = keyof typeof zhCN;

const en: Record<ProfileMessageKey, string | { one: string; other: string }> = {
  'profile.stats.posts': { one: 'post', other: 'posts' },
  'profile.stats.followers': { one: 'follower', other: 'followers' },
  'profile.stats.following': 'following',
  'profile.verified': 'Verified',
  'profile.avatarAlt': "{username}'s profile picture",
  'profile.documentTitle': '{fullName} (@{username}) • Lumen',
  'profile.documentTitleNoName': '@{username} • Lumen',
  'profile.moreLinks': '+ {count}',
  'profile.tabs': 'Profile sections',
  'profile.tab.posts': 'Posts',
  'profile.private.title': 'This account is private',
  'profile.private.body': 'Follow to see their photos and videos.',
  'profile.empty': 'No posts yet',
  'profile.error': "Couldn't load this profile.",
  'profile.postsError': "Couldn't load posts.",
  'profile.retry': 'Retry',
  'profile.loading': 'Loading profile…',
  'profile.loadingPosts': 'Loading posts…',
  'profile.photoBy': 'Photo by {username}',
  'profile.carousel': 'Carousel',
  'profile.video': 'Video',
};

const catalogs: Catalogs<ProfileMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-profile's strings. */
export function useProfileTranslation(): Translate<ProfileMessageKey> {
  return useTranslator(catalogs);
}

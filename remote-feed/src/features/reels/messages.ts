import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

// The reels pages' own catalog (zh-CN is the reference, English is typed against it).
const zhCN = {
  'reels.title': '短视频',
  'reels.feed': '短视频',
  'reels.reelBy': '{username} 的短视频，第 {index} 个，共 {count} 个',
  'reels.videoBy': '{username} 的短视频',
  'reels.loading': '正在加载短视频…',
  'reels.error': '无法加载短视频。',
  'reels.retry': '重试',
  'reels.empty': '还没有短视频',
  'reels.emptyBody': '你关注的人发布短视频后，会显示在这里。',
  'reels.likes': '{formatted} 次赞',
  'reels.comments': '{formatted} 条评论',
  'reels.previous': '上一个短视频',
  'reels.next': '下一个短视频',
  'reels.more': '更多短视频',
} as const;

/** Keys of the reels catalog. */
export type ReelsMessageKey = keyof typeof zhCN;

const en: Record<ReelsMessageKey, string | { one: string; other: string }> = {
  'reels.title': 'Reels',
  'reels.feed': 'Reels',
  'reels.reelBy': 'Reel by {username}, {index} of {count}',
  'reels.videoBy': 'Reel video by {username}',
  'reels.loading': 'Loading reels…',
  'reels.error': "Couldn't load reels.",
  'reels.retry': 'Retry',
  'reels.empty': 'No reels yet',
  'reels.emptyBody': 'Reels from people you follow will show here.',
  'reels.likes': { one: '{formatted} like', other: '{formatted} likes' },
  'reels.comments': { one: '{formatted} comment', other: '{formatted} comments' },
  'reels.previous': 'Previous reel',
  'reels.next': 'Next reel',
  'reels.more': 'More reels',
};

/** Both languages, for the catalog test. */
export const reelsCatalogs: Catalogs<ReelsMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the reels pages' strings. */
export function useReelsTranslation(): Translate<ReelsMessageKey> {
  return useTranslator(reelsCatalogs);
}

import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

// The post page's own catalog (zh-CN is the reference, English is typed against it).
const zhCN = {
  'page.title': '{name}：“{caption}” • Lumen',
  'page.titleNoCaption': '{name} 的帖子 • Lumen',
  'page.loading': '正在加载帖子…',
  'page.error': '无法加载帖子。',
  'page.retry': '重试',
  'page.morePosts': '更多来自 {username} 的帖子',
  'page.trending': '热门帖子',
  'page.postBy': '{username} 的帖子',
  'dialog.title': '帖子',
  'dialog.loading': '正在加载帖子…',
  'dialog.gone': '此帖子已无法查看。',
} as const;

/** Keys of the post page catalog. */
export type PostPageMessageKey = keyof typeof zhCN;

const en: Record<PostPageMessageKey, string | { one: string; other: string }> = {
  'page.title': '{name} on Lumen: “{caption}”',
  'page.titleNoCaption': 'Post by {name} • Lumen',
  'page.loading': 'Loading post…',
  'page.error': "Couldn't load this post.",
  'page.retry': 'Retry',
  'page.morePosts': 'More posts from {username}',
  'page.trending': 'Trending posts',
  'page.postBy': 'Post by {username}',
  'dialog.title': 'Post',
  'dialog.loading': 'Loading post…',
  'dialog.gone': 'This post is no longer available.',
};

const catalogs: Catalogs<PostPageMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the post page's strings. */
export function usePostPageTranslation(): Translate<PostPageMessageKey> {
  return useTranslator(catalogs);
}

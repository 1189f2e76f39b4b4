import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

// Strings of the post grids' tiles, apart from the kit's own catalog: they ship in the
// `shared-client/post-grid` entry, with the screens that show grids.

const zhCN = {
  'postGrid.postBy': '{username} 的帖子',
  'postGrid.postByWith': '{username} 的帖子：{description}',
  'postGrid.carousel': '轮播帖',
  'postGrid.video': '视频',
};

/** Keys of the post grids' strings. */
export type PostGridMessageKey = keyof typeof zhCN;

const catalogs: Catalogs<PostGridMessageKey> = {
  'zh-CN': zhCN,
  en: {
    'postGrid.postBy': 'Post by {username}',
    'postGrid.postByWith': 'Post by {username}: {description}',
    'postGrid.carousel': 'Carousel',
    'postGrid.video': 'Video',
  },
};

/** The post grids' translate function for the current locale. */
export function usePostGridTranslation(): Translate<PostGridMessageKey> {
  return useTranslator(catalogs);
}

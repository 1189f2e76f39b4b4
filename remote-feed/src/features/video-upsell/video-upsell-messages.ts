import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

// The video upsell's catalog (docs/behaviour/logged-out.md#video-upsell): only visitors on a video see it.
const zhCN = {
  'upsell.region': '注册 Lumen',
  'upsell.title': '注册 Lumen，观看更多视频',
  'upsell.body': '关注你喜欢的创作者，不错过他们发布的每一条视频。',
  'upsell.signup': '注册',
};

const en: Record<VideoUpsellMessageKey, string> = {
  'upsell.region': 'Sign up for Lumen',
  'upsell.title': 'Sign up for Lumen to watch more videos',
  'upsell.body': 'Follow the creators you like and never miss a video they post.',
  'upsell.signup': 'Sign up',
};

export type VideoUpsellMessageKey = keyof typeof zhCN;
export const videoUpsellCatalogs: Catalogs<VideoUpsellMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the video upsell's strings. */
export function useVideoUpsellTranslation(): Translate<VideoUpsellMessageKey> {
  return useTranslator(videoUpsellCatalogs);
}

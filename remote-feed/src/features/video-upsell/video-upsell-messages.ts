import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './video-upsell-messages.zh-CN.json';
import en from './video-upsell-messages.en.json';

// The video upsell's catalog (docs/behaviour/logged-out.md#video-upsell): only visitors on a video see it.

export type VideoUpsellMessageKey = keyof typeof zhCN;
export const videoUpsellCatalogs: Catalogs<VideoUpsellMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the video upsell's strings. */
export function useVideoUpsellTranslation(): Translate<VideoUpsellMessageKey> {
  return useTranslator(videoUpsellCatalogs);
}

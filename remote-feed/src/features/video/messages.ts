import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import type { VideoErrorKind } from './video-errors';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

// The video player's own catalog (zh-CN is the reference, English is typed against it).

/** Keys of the video player's catalog. */
export type VideoMessageKey = keyof typeof zhCN;

const catalogs: Catalogs<VideoMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the video player's strings. */
export function useVideoTranslation(): Translate<VideoMessageKey> {
  return useTranslator(catalogs);
}

/** The catalog key explaining a failure of a kind. */
export function errorMessageKey(kind: VideoErrorKind): VideoMessageKey {
  return `video.error.${kind}`;
}

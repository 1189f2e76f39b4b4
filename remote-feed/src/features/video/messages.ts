import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import type { VideoErrorKind } from './video-errors';

// The video player's own catalog (zh-CN is the reference, English is typed against it).
const zhCN = {
  'video.play': '播放',
  'video.pause': '暂停',
  'video.soundOn': '打开声音',
  'video.soundOff': '关闭声音',
  'video.audioUnavailable': '音频不可用',
  'video.audioUnavailablePart': '这部分音频不可用',
  'video.retry': '重试',
  'video.error.NetworkError': '无法加载视频，请检查网络连接。',
  'video.error.HTTPError': '视频暂时无法获取。',
  'video.error.VideoDecodeError': '此浏览器无法解码这个视频的画面。',
  'video.error.AudioDecodeError': '此浏览器无法解码这个视频的声音。',
  'video.error.GenericDecodeError': '此浏览器无法播放这个视频。',
  'video.error.ManifestParseError': '视频文件有误，无法播放。',
  'video.error.RuntimeError': '无法播放视频。',
  'video.processing': '正在处理视频… {percent}%',
  'video.processingFailed': '这个视频无法处理。请删除这篇帖子后重新发布。',
} as const;

/** Keys of the video player's catalog. */
export type VideoMessageKey = keyof typeof zhCN;

const en: Record<VideoMessageKey, string> = {
  'video.play': 'Play',
  'video.pause': 'Pause',
  'video.soundOn': 'Turn sound on',
  'video.soundOff': 'Turn sound off',
  'video.audioUnavailable': 'Audio unavailable',
  'video.audioUnavailablePart': 'Audio unavailable for this part',
  'video.retry': 'Retry',
  'video.error.NetworkError': "Couldn't load the video. Check your connection.",
  'video.error.HTTPError': "The video isn't available right now.",
  'video.error.VideoDecodeError': "This browser can't decode this video's picture.",
  'video.error.AudioDecodeError': "This browser can't decode this video's sound.",
  'video.error.GenericDecodeError': "This browser can't play this video.",
  'video.error.ManifestParseError': "The video file is damaged and can't be played.",
  'video.error.RuntimeError': "Couldn't play the video.",
  'video.processing': 'Processing video… {percent}%',
  'video.processingFailed': "This video couldn't be processed. Delete the post and share it again.",
};

const catalogs: Catalogs<VideoMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the video player's strings. */
export function useVideoTranslation(): Translate<VideoMessageKey> {
  return useTranslator(catalogs);
}

/** The catalog key explaining a failure of a kind. */
export function errorMessageKey(kind: VideoErrorKind): VideoMessageKey {
  return `video.error.${kind}`;
}

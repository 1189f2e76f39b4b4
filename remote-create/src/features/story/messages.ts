import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

// The story composer's own catalog (zh-CN is the reference, English is typed against it).
const zhCN = {
  'kind.label': '创建',
  'kind.post': '帖子',
  'kind.story': '快拍',
  'story.title': '创建快拍',
  'story.drop': '选择一张照片或一段视频',
  'story.hint': '照片支持 JPEG 格式，视频支持 MP4、MOV、WebM',
  'story.choose': '从电脑中选择',
  'story.reading': '正在读取…',
  'story.preview': '快拍预览',
  'story.change': '换一个',
  'story.audience': '分享对象',
  'story.everyone': '所有人',
  'story.closeFriends': '密友',
  'story.share': '分享到快拍',
  'story.sharing': '正在分享…（{percent}%）',
  'story.shared': '已分享到快拍',
  'story.failed': '无法分享快拍，请重试。',
} as const;

/** Keys of the story composer's catalog. */
export type StoryComposerMessageKey = keyof typeof zhCN;

const en: Record<StoryComposerMessageKey, string> = {
  'kind.label': 'Create',
  'kind.post': 'Post',
  'kind.story': 'Story',
  'story.title': 'Create story',
  'story.drop': 'Choose a photo or a video',
  'story.hint': 'Photos as JPEG, videos as MP4, MOV or WebM',
  'story.choose': 'Select from computer',
  'story.reading': 'Reading…',
  'story.preview': 'Story preview',
  'story.change': 'Choose another',
  'story.audience': 'Share with',
  'story.everyone': 'Everyone',
  'story.closeFriends': 'Close friends',
  'story.share': 'Share to story',
  'story.sharing': 'Sharing… ({percent}%)',
  'story.shared': 'Shared to your story',
  'story.failed': "Couldn't share your story. Try again.",
};

/** Both languages, for the catalog test. */
export const storyComposerCatalogs: Catalogs<StoryComposerMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the story composer's strings. */
export function useStoryComposerTranslation(): Translate<StoryComposerMessageKey> {
  return useTranslator(storyComposerCatalogs);
}

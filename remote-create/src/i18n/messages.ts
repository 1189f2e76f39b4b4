import { createTranslator, localeStore, useTranslator, type Catalogs, type Translate } from 'shared-contracts';

const zhCN = {
  'create.title': '创建新帖子',
  'create.close': '关闭',
  'create.back': '返回',
  'create.share': '分享',
  'select.drop': '把照片拖到这里',
  'select.hint': '支持 JPEG 格式的照片',
  'select.button': '从电脑中选择',
  'select.reading': '正在读取照片…',
  'select.notImage': '上传失败，只能上传图片。',
  'select.tooLarge': '上传失败，照片不能超过 {size} MB。',
  'details.preview': '所选照片的预览',
  'details.caption': '说明',
  'details.captionPlaceholder': '添加说明…',
  'details.captionCount': '{count}/{max}',
  'details.captionCountLabel': '已输入 {count} 个字符，最多 {max} 个',
  'details.altText': '替代文本',
  'details.altTextPlaceholder': '描述这张照片…',
  'details.altTextHint': '替代文本会向视障人士描述你的照片。',
  'share.progressLabel': '分享进度',
  'share.uploading': '正在上传… {percent}%',
  'share.finishing': '即将完成…',
  'share.failed': '无法分享你的帖子。',
  'share.retry': '重试',
  'share.done': '照片发布成功！',
  'discard.title': '要放弃帖子吗？',
  'discard.body': '如果现在离开，你的编辑内容将不会保存。',
  'discard.confirm': '放弃',
  'discard.cancel': '取消',
} as const;

/** Keys of remote-create's strings; zh-CN is the reference catalog. */
export type CreateMessageKey = keyof typeof zhCN;

const en: Record<CreateMessageKey, string | { one: string; other: string }> = {
  'create.title': 'Create new post',
  'create.close': 'Close',
  'create.back': 'Back',
  'create.share': 'Share',
  'select.drop': 'Drag photos here',
  'select.hint': 'JPEG photos only',
  'select.button': 'Select from computer',
  'select.reading': 'Reading photo…',
  'select.notImage': 'Upload failed. Only images are allowed.',
  'select.tooLarge': 'Upload failed. Photos can be at most {size} MB.',
  'details.preview': 'Preview of the selected photo',
  'details.caption': 'Caption',
  'details.captionPlaceholder': 'Write a caption…',
  'details.captionCount': '{count}/{max}',
  'details.captionCountLabel': '{count} of {max} characters',
  'details.altText': 'Alt text',
  'details.altTextPlaceholder': 'Write alt text…',
  'details.altTextHint': 'Alt text describes your photo for people with visual impairments.',
  'share.progressLabel': 'Sharing progress',
  'share.uploading': 'Uploading… {percent}%',
  'share.finishing': 'Finishing…',
  'share.failed': "Your post couldn't be shared.",
  'share.retry': 'Retry',
  'share.done': 'Photo posted.',
  'discard.title': 'Discard post?',
  'discard.body': "If you leave, your edits won't be saved.",
  'discard.confirm': 'Discard',
  'discard.cancel': 'Cancel',
};

const catalogs: Catalogs<CreateMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-create's strings in components (re-renders on a language switch). */
export function useCreateTranslation(): Translate<CreateMessageKey> {
  return useTranslator(catalogs);
}

/** `t` outside React (toasts raised after an upload); reads the locale at call time. */
export const translate: Translate<CreateMessageKey> = createTranslator(catalogs, () => localeStore.getLocale());

import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

// The profile highlights' own catalog (zh-CN is the reference, English is typed against it).
const zhCN = {
  'highlights.region': '精选快拍',
  'highlights.open': '精选快拍：{title}',
  'highlights.new': '新建',
  'highlights.newLabel': '新建精选快拍',
  'highlights.newTitle': '新建精选快拍',
  'highlights.editTitle': '编辑精选快拍',
  'highlights.name': '名称',
  'highlights.namePlaceholder': '精选快拍名称',
  'highlights.stories': '快拍',
  'highlights.story': '快拍，{when}',
  'highlights.loading': '正在加载快拍…',
  'highlights.archiveFailed': '无法加载你的快拍。',
  'highlights.archiveEmpty': '你还没有发布过快拍',
  'highlights.more': '加载更多',
  'highlights.cover': '封面',
  'highlights.coverOption': '第 {index} 条快拍作为封面',
  'highlights.cancel': '取消',
  'highlights.create': '完成',
  'highlights.save': '保存',
  'highlights.created': '精选快拍已创建',
  'highlights.saved': '精选快拍已保存',
  'highlights.failed': '无法保存精选快拍，请重试。',
  'highlights.options': '{title} 精选快拍的更多选项',
  'highlights.edit': '编辑精选快拍',
  'highlights.delete': '删除精选快拍',
  'highlights.deleteTitle': '要删除这个精选快拍吗？',
  'highlights.deleteBody': '快拍仍会保留在你的快拍存档中。',
  'highlights.deleted': '精选快拍已删除',
  'highlights.deleteFailed': '无法删除精选快拍，请重试。',
  'ring.unseen': '{username} 的快拍，未看过',
  'ring.seen': '{username} 的快拍，已看过',
  'ring.close_friends': '{username} 的密友快拍，未看过',
  'ring.live': '{username} 正在直播',
  'ring.loading': '正在打开 {username} 的快拍',
} as const;

/** Keys of the highlights catalog. */
export type HighlightsMessageKey = keyof typeof zhCN;

const en: Record<HighlightsMessageKey, string> = {
  'highlights.region': 'Highlights',
  'highlights.open': 'Highlight: {title}',
  'highlights.new': 'New',
  'highlights.newLabel': 'New highlight',
  'highlights.newTitle': 'New highlight',
  'highlights.editTitle': 'Edit highlight',
  'highlights.name': 'Name',
  'highlights.namePlaceholder': 'Highlight name',
  'highlights.stories': 'Stories',
  'highlights.story': 'Story, {when}',
  'highlights.loading': 'Loading stories…',
  'highlights.archiveFailed': "Couldn't load your stories.",
  'highlights.archiveEmpty': "You haven't shared any stories yet",
  'highlights.more': 'Load more',
  'highlights.cover': 'Cover',
  'highlights.coverOption': 'Story {index} as the cover',
  'highlights.cancel': 'Cancel',
  'highlights.create': 'Done',
  'highlights.save': 'Save',
  'highlights.created': 'Highlight created',
  'highlights.saved': 'Highlight saved',
  'highlights.failed': "Couldn't save the highlight. Try again.",
  'highlights.options': 'More options for the highlight {title}',
  'highlights.edit': 'Edit highlight',
  'highlights.delete': 'Delete highlight',
  'highlights.deleteTitle': 'Delete this highlight?',
  'highlights.deleteBody': 'Its stories stay in your story archive.',
  'highlights.deleted': 'Highlight deleted',
  'highlights.deleteFailed': "Couldn't delete the highlight. Try again.",
  'ring.unseen': "{username}'s story, not seen",
  'ring.seen': "{username}'s story, seen",
  'ring.close_friends': "{username}'s close friends story, not seen",
  'ring.live': '{username} is live',
  'ring.loading': "Opening {username}'s story",
};

/** Both languages, for the catalog test. */
export const highlightsCatalogs: Catalogs<HighlightsMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the highlights strings. */
export function useHighlightsTranslation(): Translate<HighlightsMessageKey> {
  return useTranslator(highlightsCatalogs);
}

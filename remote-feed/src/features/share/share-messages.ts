import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

// The "Send to" dialog's own catalog, loaded with the dialog (zh-CN is the reference).
const zhCN = {
  'share.title': '发送给',
  'share.search': '搜索',
  'share.searchLabel': '搜索用户或对话',
  'share.suggested': '推荐',
  'share.error': '无法加载联系人。',
  'share.empty': '找不到账户。',
  'share.message': '写一条消息…',
  'share.send': '发送',
  'share.sent': '已发送',
  'share.failed': '出错了，请稍后重试。',
  'share.selected': '已选择 {count} 个',
  'share.group': '{count} 位成员',
} as const;

/** Keys of the "Send to" dialog's catalog. */
export type ShareMessageKey = keyof typeof zhCN;

const en: Record<ShareMessageKey, string | { one: string; other: string }> = {
  'share.title': 'Send to',
  'share.search': 'Search',
  'share.searchLabel': 'Search people or conversations',
  'share.suggested': 'Suggested',
  'share.error': "Couldn't load contacts.",
  'share.empty': 'No account found.',
  'share.message': 'Write a message…',
  'share.send': 'Send',
  'share.sent': 'Sent',
  'share.failed': 'Something went wrong. Please try again later.',
  'share.selected': { one: '{count} selected', other: '{count} selected' },
  'share.group': { one: '{count} member', other: '{count} members' },
};

export const shareCatalogs: Catalogs<ShareMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the "Send to" dialog. */
export function useShareTranslation(): Translate<ShareMessageKey> {
  return useTranslator(shareCatalogs);
}

import { useTranslator, type Catalogs, type Translate } from 'shared-contracts';

const zhCN = {
  'inbox.documentTitle': '收件箱 • 私信',
  'inbox.heading': '消息',
  'inbox.threads': '对话',
  'inbox.loading': '正在加载消息…',
  'inbox.error': '无法加载收件箱。',
  'inbox.empty.title': '暂无消息',
  'inbox.empty.body': '你发送和收到的消息会显示在这里。',
  'inbox.panel.title': '你的消息',
  'inbox.panel.body': '向好友或群组发送私密照片和消息。',
  'thread.you': '你：{text}',
  'thread.attachment': '发送了附件',
  'thread.noMessages': '还没有消息',
  'thread.unseen': '未读',
  'thread.verified': '已验证',
} as const;

/** The keys of remote-direct's strings. */
export type DirectMessageKey = keyof typeof zhCN;

const en: Record<DirectMessageKey, string | { one: string; other: string }> = {
  'inbox.documentTitle': 'Inbox • Direct',
  'inbox.heading': 'Messages',
  'inbox.threads': 'Conversations',
  'inbox.loading': 'Loading messages…',
  'inbox.error': "The inbox couldn't be loaded.",
  'inbox.empty.title': 'No messages yet',
  'inbox.empty.body': 'Messages you send and receive will show up here.',
  'inbox.panel.title': 'Your messages',
  'inbox.panel.body': 'Send private photos and messages to a friend or group.',
  'thread.you': 'You: {text}',
  'thread.attachment': 'Sent an attachment',
  'thread.noMessages': 'No messages yet',
  'thread.unseen': 'Unread',
  'thread.verified': 'Verified',
};

/** Both languages of the package's strings (complete: src/i18n/messages.test.ts). */
export const catalogs: Catalogs<DirectMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-direct's strings. */
export function useDirectTranslation(): Translate<DirectMessageKey> {
  return useTranslator(catalogs);
}

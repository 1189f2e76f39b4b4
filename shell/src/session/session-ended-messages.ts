import type { Catalogs } from 'shared-contracts';

/** The ended-session dialog's strings, loaded with it (docs/behaviour/accounts.md#when-the-session-ends). */
const zhCN = {
  'ended.title': '正在退出',
  'ended.body': '你需要重新登录。',
  'ended.login': '登录',
};

const en: Record<SessionEndedMessageKey, string> = {
  'ended.title': 'Logging out',
  'ended.body': 'You need to log in again.',
  'ended.login': 'Log in',
};

export type SessionEndedMessageKey = keyof typeof zhCN;
export const sessionEndedCatalogs: Catalogs<SessionEndedMessageKey> = { 'zh-CN': zhCN, en };

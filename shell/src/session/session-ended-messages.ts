import type { Catalogs } from 'shared-contracts';
import zhCN from './session-ended-messages.zh-CN.json';
import en from './session-ended-messages.en.json';

/** The ended-session dialog's strings, loaded with it (docs/behaviour/accounts.md#when-the-session-ends). */

export type SessionEndedMessageKey = keyof typeof zhCN;
export const sessionEndedCatalogs: Catalogs<SessionEndedMessageKey> = { 'zh-CN': zhCN, en };

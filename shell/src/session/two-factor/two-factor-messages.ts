import type { Catalogs } from 'shared-contracts';
import zhCN from './two-factor-messages.zh-CN.json';
import en from './two-factor-messages.en.json';

/** The login checkpoint's strings, loaded with it (docs/behaviour/accounts.md#logging-in-with-a-second-factor). */
export type TwoFactorMessageKey = keyof typeof zhCN;
export const twoFactorCatalogs: Catalogs<TwoFactorMessageKey> = { 'zh-CN': zhCN, en };

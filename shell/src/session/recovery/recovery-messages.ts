import type { Catalogs } from 'shared-contracts';
import zhCN from './recovery-messages.zh-CN.json';
import en from './recovery-messages.en.json';

/**
 * The password reset and email confirmation screens' strings, loaded with them, never with the
 * shell's first load (docs/behaviour/accounts.md#password-reset).
 */
export type RecoveryMessageKey = keyof typeof zhCN;
export const recoveryCatalogs: Catalogs<RecoveryMessageKey> = { 'zh-CN': zhCN, en };

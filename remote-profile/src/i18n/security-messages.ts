import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './security-messages.zh-CN.json';
import en from './security-messages.en.json';

// The strings of the password and "where you're logged in" pages (docs/behaviour/accounts.md), a
// catalog of their own so that only those pages' chunks carry them; complete in both languages.

/** A key of the account security pages' strings. */
export type SecurityMessageKey = keyof typeof zhCN;

/** Both languages of the account security pages' strings. */
export const securityCatalogs: Catalogs<SecurityMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the account security pages. */
export function useSecurityTranslation(): Translate<SecurityMessageKey> {
  return useTranslator(securityCatalogs);
}

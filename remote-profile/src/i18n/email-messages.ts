import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './email-messages.zh-CN.json';
import en from './email-messages.en.json';

// The email address page's strings (docs/behaviour/accounts.md#email-address), a catalog of their
// own so that only that page's chunk carries them; complete in both languages.

/** A key of the email address page's strings. */
export type EmailMessageKey = keyof typeof zhCN;

/** Both languages of the email address page's strings. */
export const emailCatalogs: Catalogs<EmailMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the email address page. */
export function useEmailTranslation(): Translate<EmailMessageKey> {
  return useTranslator(emailCatalogs);
}

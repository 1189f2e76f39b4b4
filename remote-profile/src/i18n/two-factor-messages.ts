import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './two-factor-messages.zh-CN.json';
import en from './two-factor-messages.en.json';

// The two-factor settings' strings (docs/behaviour/accounts.md#two-factor-authentication), a
// catalog of their own so only that page's chunk carries them; complete in both languages.

export type TwoFactorMessageKey = keyof typeof zhCN;
export const twoFactorCatalogs: Catalogs<TwoFactorMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the two-factor settings. */
export function useTwoFactorTranslation(): Translate<TwoFactorMessageKey> {
  return useTranslator(twoFactorCatalogs);
}

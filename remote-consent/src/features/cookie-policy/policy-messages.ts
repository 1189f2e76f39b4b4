import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './policy-messages.zh-CN.json';
import en from './policy-messages.en.json';

/** The cookie policy's own strings: only its page loads them, so the dialog stays small. */

export type PolicyMessageKey = keyof typeof zhCN;

export const policyCatalogs: Catalogs<PolicyMessageKey> = { 'zh-CN': zhCN, en };

export function usePolicyTranslation(): Translate<PolicyMessageKey> {
  return useTranslator(policyCatalogs);
}

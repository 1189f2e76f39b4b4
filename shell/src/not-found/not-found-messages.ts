import type { Catalogs } from 'shared-contracts';
import zhCN from './not-found-messages.zh-CN.json';
import en from './not-found-messages.en.json';

/**
 * Strings of the not-found page's variants beyond its heading and body (which are in the shell's
 * catalog): the visitor's invitation and the phone layout's home button (docs/behaviour/not-found.md#variants).
 * Apart from the shell's catalog so they load with the page.
 */

export type NotFoundMessageKey = keyof typeof zhCN;
export const notFoundCatalogs: Catalogs<NotFoundMessageKey> = { 'zh-CN': zhCN, en };

import type { Catalogs } from 'shared-contracts';
import zhCN from './help-messages.zh-CN.json';
import en from './help-messages.en.json';

/**
 * The help pages' words (docs/routes.md#help-pages): each topic has a title, an introduction and
 * sections of a heading and a paragraph; zh-CN is the reference language, as in the shell's own
 * catalogs.
 */

/** Keys of the help pages' strings. */
export type HelpMessageKey = keyof typeof zhCN;

/** The help pages' catalogs by locale. */
export const helpCatalogs: Catalogs<HelpMessageKey> = { 'zh-CN': zhCN, en };

import type { Catalogs } from 'shared-contracts';
import zhCN from './chrome-messages.zh-CN.json';
import en from './chrome-messages.en.json';

/**
 * The strings of the More menu and what it opens (appearance, report a problem), loaded with them
 * (docs/behaviour/shell-chrome.md#the-more-menu).
 */

export type ChromeMessageKey = keyof typeof zhCN;
export const chromeCatalogs: Catalogs<ChromeMessageKey> = { 'zh-CN': zhCN, en };

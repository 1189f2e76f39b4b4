import type { Catalogs } from 'shared-contracts';
import zhCN from './shortcuts-messages.zh-CN.json';
import en from './shortcuts-messages.en.json';

/** The keyboard shortcuts dialog's strings, loaded with it (docs/behaviour/shell-chrome.md#keyboard-shortcuts). */

export type ShortcutsMessageKey = keyof typeof zhCN;
export const shortcutsCatalogs: Catalogs<ShortcutsMessageKey> = { 'zh-CN': zhCN, en };

import type { Catalogs } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

/** The shell's strings; zh-CN is the reference language and for keys (docs/architecture.md#style). */

type ShellMessageKey = keyof typeof zhCN;

/** Shell catalogs by locale. */
export const shellCatalogs: Catalogs<ShellMessageKey> = { 'zh-CN': zhCN, en };
export type { ShellMessageKey };

import type { Catalogs } from 'shared-contracts';
import zhCN from './visitor-messages.zh-CN.json';
import en from './visitor-messages.en.json';

/**
 * Strings of the logged-out walls and half sheet. Apart from the shell's catalog so they load
 * with the walls, not with every page (docs/behaviour/logged-out.md#the-content-wall).
 */

export type VisitorMessageKey = keyof typeof zhCN;
export const visitorCatalogs: Catalogs<VisitorMessageKey> = { 'zh-CN': zhCN, en };

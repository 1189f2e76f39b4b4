import type { Catalogs } from 'shared-contracts';

/**
 * Strings of the not-found page's variants beyond its heading and body (which are in the shell's
 * catalog): the visitor's invitation and the phone layout's home button (docs/behaviour/not-found.md#variants).
 * Apart from the shell's catalog so they load with the page.
 */
const zhCN = {
  'visitor.prompt': '登录 Lumen，查看好友分享的照片和视频。',
  'visitor.login': '登录',
  'visitor.signup': '注册',
  'phone.home': '返回首页',
};

const en: Record<NotFoundMessageKey, string> = {
  'visitor.prompt': 'Log in to Lumen to see photos and videos from your friends.',
  'visitor.login': 'Log in',
  'visitor.signup': 'Sign up',
  'phone.home': 'Go to the home page',
};

export type NotFoundMessageKey = keyof typeof zhCN;
export const notFoundCatalogs: Catalogs<NotFoundMessageKey> = { 'zh-CN': zhCN, en };

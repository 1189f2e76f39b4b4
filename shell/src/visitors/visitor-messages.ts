import type { Catalogs } from 'shared-contracts';

/**
 * Strings of the logged-out walls and half sheet. Apart from the shell's catalog so they load
 * with the walls, not with every page (docs/behaviour/logged-out.md#the-content-wall).
 */
const zhCN = {
  'wall.title': '登录 Lumen，继续浏览',
  'wall.body': '登录后即可查看更多照片和视频，关注你感兴趣的账户。',
  'wall.login': '登录',
  'wall.signup': '注册',
  'messagesWall.title': '你的消息',
  'messagesWall.body': '登录 Lumen 后，即可给好友和群组发送私信。',
  'halfSheet.title': '登录 Lumen',
  'halfSheet.body': '登录后即可查看好友分享的照片和视频。',
  'halfSheet.close': '关闭',
  'storyWall.title': '登录后即可观看快拍',
  'storyWall.body': '登录 Lumen，观看好友的快拍和直播。',
};

const en: Record<VisitorMessageKey, string> = {
  'wall.title': 'Log in to Lumen to keep browsing',
  'wall.body': 'Log in to see more photos and videos and to follow the accounts you like.',
  'wall.login': 'Log in',
  'wall.signup': 'Sign up',
  'messagesWall.title': 'Your messages',
  'messagesWall.body': 'Log in to Lumen to send private messages to friends and groups.',
  'halfSheet.title': 'Log in to Lumen',
  'halfSheet.body': 'Log in to see photos and videos from your friends.',
  'halfSheet.close': 'Close',
  'storyWall.title': 'Log in to watch stories',
  'storyWall.body': 'Log in to Lumen to watch stories and live videos from your friends.',
};

export type VisitorMessageKey = keyof typeof zhCN;
export const visitorCatalogs: Catalogs<VisitorMessageKey> = { 'zh-CN': zhCN, en };

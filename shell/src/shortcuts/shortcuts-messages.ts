import type { Catalogs } from 'shared-contracts';

/** The keyboard shortcuts dialog's strings, loaded with it (docs/behaviour/shell-chrome.md#keyboard-shortcuts). */
const zhCN = {
  'shortcuts.title': '键盘快捷键',
  'shortcuts.keys': '按键',
  'shortcuts.action': '操作',
  'shortcuts.then': '然后',
  'shortcuts.next': '下一篇帖子',
  'shortcuts.previous': '上一篇帖子',
  'shortcuts.like': '赞帖子',
  'shortcuts.save': '收藏帖子',
  'shortcuts.comment': '评论帖子',
  'shortcuts.search': '搜索',
  'shortcuts.newPost': '发布新帖子',
  'shortcuts.home': '前往首页',
  'shortcuts.profile': '前往你的主页',
  'shortcuts.close': '关闭对话框或菜单',
  'shortcuts.toggle': '打开或关闭此列表',
};

const en: Record<ShortcutsMessageKey, string> = {
  'shortcuts.title': 'Keyboard shortcuts',
  'shortcuts.keys': 'Keys',
  'shortcuts.action': 'Action',
  'shortcuts.then': 'then',
  'shortcuts.next': 'Next post',
  'shortcuts.previous': 'Previous post',
  'shortcuts.like': 'Like the post',
  'shortcuts.save': 'Save the post',
  'shortcuts.comment': 'Comment on the post',
  'shortcuts.search': 'Search',
  'shortcuts.newPost': 'New post',
  'shortcuts.home': 'Go to Home',
  'shortcuts.profile': 'Go to your profile',
  'shortcuts.close': 'Close a dialog or menu',
  'shortcuts.toggle': 'Show or hide this list',
};

export type ShortcutsMessageKey = keyof typeof zhCN;
export const shortcutsCatalogs: Catalogs<ShortcutsMessageKey> = { 'zh-CN': zhCN, en };

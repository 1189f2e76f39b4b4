import type { Catalogs } from 'shared-contracts';

/**
 * The strings of the More menu and what it opens (appearance, report a problem), loaded with them
 * (docs/behaviour/shell-chrome.md#the-more-menu).
 */
const zhCN = {
  'more.menu': '更多',
  'more.settings': '设置',
  'more.appearance': '切换外观',
  'more.report': '报告问题',
  'more.logout': '退出',
  'appearance.title': '切换外观',
  'appearance.failed': '无法保存外观，请重试。',
  'report.title': '报告问题',
  'report.label': '出了什么问题？',
  'report.hint': '请简要说明发生了什么，以及你当时在做什么。',
  'report.send': '发送报告',
  'report.sent': '感谢你的反馈。',
  'report.tooMany': '你发送的报告太多了，请稍后再试。',
  'report.failed': '无法发送报告，请重试。',
  'report.count': '{count}/{max}',
  'language.failed': '无法保存语言设置，请重试。',
};

const en: Record<ChromeMessageKey, string> = {
  'more.menu': 'More',
  'more.settings': 'Settings',
  'more.appearance': 'Switch appearance',
  'more.report': 'Report a problem',
  'more.logout': 'Log out',
  'appearance.title': 'Switch appearance',
  'appearance.failed': "Couldn't save the appearance. Please try again.",
  'report.title': 'Report a problem',
  'report.label': 'What went wrong?',
  'report.hint': 'Briefly explain what happened and what you were doing.',
  'report.send': 'Send report',
  'report.sent': 'Thanks for your feedback.',
  'report.tooMany': "You've sent a lot of reports. Please try again later.",
  'report.failed': "Couldn't send the report. Please try again.",
  'report.count': '{count}/{max}',
  'language.failed': "Couldn't save your language. Please try again.",
};

export type ChromeMessageKey = keyof typeof zhCN;
export const chromeCatalogs: Catalogs<ChromeMessageKey> = { 'zh-CN': zhCN, en };

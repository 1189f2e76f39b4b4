import { useTranslator, type Catalogs, type Translate } from 'shared-contracts';

const zhCN = {
  'dialog.title': '允许 Lumen 在此浏览器上使用 Cookie 吗？',
  'dialog.intro': '我们使用 Cookie 和类似技术来提供和改进 Lumen、保障安全并记住你的设置。',
  'dialog.essential': '必要 Cookie 始终开启：它们让你能够登录、保护账户安全，并记住你在这里做出的选择。',
  'dialog.optional':
    '可选 Cookie 帮助我们了解 Lumen 的使用情况，并向你展示更相关的广告，其中包括其他公司的 Cookie。除非你允许，否则它们不会启用。',
  'dialog.allowAll': '允许所有 Cookie',
  'dialog.declineOptional': '拒绝可选 Cookie',
  'dialog.chooseByCategory': '按类别选择',
  'dialog.saving': '正在保存…',
  'categories.legend': '可选 Cookie',
  'categories.essential.label': '必要 Cookie',
  'categories.essential.state': '始终开启',
  'categories.selectAll': '全选',
  'categories.unselectAll': '取消全选',
  'categories.allowSelected': '允许所选 Cookie',
  'control.analytics.label': '分析 Cookie',
  'control.analytics.description': '帮助我们了解大家如何使用 Lumen，以便改进产品。',
  'control.advertising.label': '广告 Cookie',
  'control.advertising.description': '用于展示更相关的广告，并衡量广告效果。',
  'control.other_companies.label': '其他公司的 Cookie',
  'control.other_companies.description': '其他公司通过 Lumen 设置的 Cookie，用于向你展示个性化广告。',
  'toast.saved': '已保存更改。',
  'toast.failed': '出错了，请稍后重试。',
} as const;

/** The keys of remote-consent's strings. */
export type ConsentMessageKey = keyof typeof zhCN;

const en: Record<ConsentMessageKey, string | { one: string; other: string }> = {
  'dialog.title': 'Allow the use of cookies from Lumen by this browser?',
  'dialog.intro':
    'We use cookies and similar technologies to provide and improve Lumen, keep it safe and remember your settings.',
  'dialog.essential':
    'Essential cookies are always on: they let you log in, keep your account secure and remember the choice you make here.',
  'dialog.optional':
    "Optional cookies help us understand how Lumen is used and show you more relevant ads, including with other companies' cookies. They stay off unless you allow them.",
  'dialog.allowAll': 'Allow all cookies',
  'dialog.declineOptional': 'Decline optional cookies',
  'dialog.chooseByCategory': 'Choose by category',
  'dialog.saving': 'Saving…',
  'categories.legend': 'Optional cookies',
  'categories.essential.label': 'Essential cookies',
  'categories.essential.state': 'Always on',
  'categories.selectAll': 'Select all',
  'categories.unselectAll': 'Unselect all',
  'categories.allowSelected': 'Allow selected',
  'control.analytics.label': 'Analytics cookies',
  'control.analytics.description': 'Help us understand how people use Lumen so we can improve it.',
  'control.advertising.label': 'Advertising cookies',
  'control.advertising.description': 'Used to show you more relevant ads and to measure how ads perform.',
  'control.other_companies.label': "Other companies' cookies",
  'control.other_companies.description': 'Cookies other companies set through Lumen to show you personalised ads.',
  'toast.saved': 'Changes saved.',
  'toast.failed': 'Something went wrong, please try again later.',
};

/** Both languages of the package's strings (complete: src/i18n/messages.test.ts). */
export const catalogs: Catalogs<ConsentMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-consent's strings. */
export function useConsentTranslation(): Translate<ConsentMessageKey> {
  return useTranslator(catalogs);
}

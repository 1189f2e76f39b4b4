import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

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
  'categories.confirm': '确认',
  'dialog.close': '关闭',
  'section.about.title': '关于 Cookie',
  'section.about.text': 'Cookie 是网站保存在你浏览器中的小文本文件。我们也使用类似的技术，例如浏览器中的本地存储。',
  'section.why.title': '我们为什么使用 Cookie',
  'section.why.text':
    '有些 Cookie 是 Lumen 运行所必需的：它们让你保持登录、防止他人冒用你的账户，并记住你在这里的选择。其他 Cookie 是可选的，用于统计和广告。',
  'section.products.title': 'Lumen 的产品',
  'section.products.text':
    'Lumen 包括网站、移动应用以及与之配套的服务。你在此所做的选择适用于此浏览器中的 Lumen 网站。',
  'section.choices.title': '你的 Cookie 选择',
  'section.account.title': '账户中的设置',
  'section.account.text':
    '你可以随时在“设置”中的“Cookie 设置”或页面底部的“Cookie 设置”链接更改选择。广告设置和广告偏好只影响你的账户，不受此浏览器的 Cookie 选择影响。',
  'links.label': '关于 Cookie 的更多信息',
  'links.policy': 'Cookie 政策',
  'links.otherCompanies': '其他公司的 Cookie',
  'links.optOut.us': '退出个性化广告（美国）',
  'links.optOut.canada': '退出个性化广告（加拿大）',
  'links.optOut.europe': '退出个性化广告（欧洲）',
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
  'categories.confirm': 'Confirm',
  'dialog.close': 'Close',
  'section.about.title': 'About cookies',
  'section.about.text':
    'Cookies are small text files a website keeps in your browser. We also use similar technologies, such as storage in the browser.',
  'section.why.title': 'Why we use cookies',
  'section.why.text':
    'Some cookies are needed for Lumen to work: they keep you logged in, stop others from using your account and remember your choice here. Others are optional and are used for statistics and advertising.',
  'section.products.title': "Lumen's products",
  'section.products.text':
    'Lumen is the website, the mobile apps and the services that go with them. The choice you make here applies to the Lumen website in this browser.',
  'section.choices.title': 'Your cookie choices',
  'section.account.title': 'Controls in your account',
  'section.account.text':
    'You can change your choice at any time from Cookie settings in Settings or at the bottom of the page. Ad settings and ad preferences belong to your account and do not depend on the cookie choice of this browser.',
  'links.label': 'More about cookies',
  'links.policy': 'Cookie policy',
  'links.otherCompanies': "Other companies' cookies",
  'links.optOut.us': 'Opt out of interest-based ads (US)',
  'links.optOut.canada': 'Opt out of interest-based ads (Canada)',
  'links.optOut.europe': 'Opt out of interest-based ads (Europe)',
  'toast.saved': 'Changes saved.',
  'toast.failed': 'Something went wrong, please try again later.',
};

/** Both languages of the package's strings (complete: src/i18n/messages.test.ts). */
export const catalogs: Catalogs<ConsentMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-consent's strings. */
export function useConsentTranslation(): Translate<ConsentMessageKey> {
  return useTranslator(catalogs);
}

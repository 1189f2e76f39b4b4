import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

/** The cookie policy's own strings: only its page loads them, so the dialog stays small. */
const zhCN = {
  'page.title': 'Cookie 政策',
  'page.documentTitle': 'Cookie 政策 • Lumen',
  'page.updated': '本政策说明 Lumen 网站在你的浏览器中保存什么，以及你如何控制它们。',
  'what.title': '什么是 Cookie',
  'what.text':
    'Cookie 是网站保存在浏览器中的小文本文件，浏览器在之后访问同一网站时会把它们发回。本地存储等类似技术也用于在浏览器中保存信息。',
  'ours.title': '我们使用的 Cookie',
  'ours.caption': 'Lumen 网站设置的 Cookie',
  'ours.name': '名称',
  'ours.category': '类别',
  'ours.purpose': '用途',
  'ours.lifetime': '保存时间',
  'category.essential': '必要',
  'category.analytics': '分析（可选）',
  'cookie.sessionid': '让你保持登录。',
  'cookie.csrftoken': '确认请求来自 Lumen 网站本身，防止其他网站冒充你操作。',
  'cookie.lumen_did': '记住此浏览器的 Cookie 选择，以免每次都询问。',
  'cookie.lumen_aid': '分析设备标识：把同一浏览器的使用统计归在一起。仅在你允许分析 Cookie 后设置。',
  'lifetime.session': '登录期间，最长 90 天',
  'lifetime.year': '1 年',
  'lifetime.twoYears': '2 年',
  'storage.title': '浏览器中的其他存储',
  'storage.text':
    '我们在本地存储中保存你选择的界面语言，以及访客浏览次数等计数。只有在你允许分析 Cookie 后，才会在会话存储中保存本次会话的统计标识。',
  'analytics.title': '分析数据',
  'analytics.text':
    '如果你允许分析 Cookie，网站会记录页面浏览、点赞、评论、关注、分享、搜索、发帖步骤和错误等事件，并分批发送给我们。我们只保存 90 天。拒绝后，这些事件不会离开你的浏览器。',
  'others.title': '其他公司的 Cookie',
  'others.text':
    '目前没有其他公司通过 Lumen 网站设置 Cookie。如果将来有，它们会列在这里，并且只有在你允许“其他公司的 Cookie”后才会设置。',
  'choices.title': '你的选择',
  'choices.text': '你可以随时更改选择。撤回同意后，我们会删除可选 Cookie，并停止发送分析数据。',
  'choices.settings': 'Cookie 设置',
  'choices.optOut': '你也可以通过以下行业页面退出个性化广告：',
  'optOut.us': '美国',
  'optOut.canada': '加拿大',
  'optOut.europe': '欧洲',
} as const;

export type PolicyMessageKey = keyof typeof zhCN;

const en: Record<PolicyMessageKey, string | { one: string; other: string }> = {
  'page.title': 'Cookie policy',
  'page.documentTitle': 'Cookie policy • Lumen',
  'page.updated': 'This policy explains what the Lumen website keeps in your browser and how you control it.',
  'what.title': 'What cookies are',
  'what.text':
    'Cookies are small text files a website keeps in your browser; the browser sends them back on later visits to the same site. Similar technologies, such as local storage, also keep information in the browser.',
  'ours.title': 'The cookies we use',
  'ours.caption': 'Cookies set by the Lumen website',
  'ours.name': 'Name',
  'ours.category': 'Category',
  'ours.purpose': 'Purpose',
  'ours.lifetime': 'Kept for',
  'category.essential': 'Essential',
  'category.analytics': 'Analytics (optional)',
  'cookie.sessionid': 'Keeps you logged in.',
  'cookie.csrftoken': 'Confirms that a request comes from the Lumen website itself, so other sites cannot act as you.',
  'cookie.lumen_did': "Remembers this browser's cookie choice, so you are not asked every time.",
  'cookie.lumen_aid':
    'Analytics device id: groups the usage statistics of one browser. Set only after you allow analytics cookies.',
  'lifetime.session': 'While logged in, at most 90 days',
  'lifetime.year': '1 year',
  'lifetime.twoYears': '2 years',
  'storage.title': 'Other storage in the browser',
  'storage.text':
    'Local storage keeps the interface language you chose and counts such as how much a visitor has viewed. Session storage keeps this session’s analytics ids only after you allow analytics cookies.',
  'analytics.title': 'Analytics',
  'analytics.text':
    'If you allow analytics cookies, the website records events such as page views, likes, comments, follows, shares, searches, the steps of creating a post and errors, and sends them to us in batches. We keep them for 90 days. If you decline, these events never leave your browser.',
  'others.title': "Other companies' cookies",
  'others.text':
    'No other company sets cookies through the Lumen website today. If one ever does, it will be listed here and its cookies will be set only after you allow "Other companies\' cookies".',
  'choices.title': 'Your choices',
  'choices.text':
    'You can change your choice at any time. When you withdraw consent we delete the optional cookies and stop sending analytics.',
  'choices.settings': 'Cookie settings',
  'choices.optOut': 'You can also opt out of interest-based advertising on these industry pages:',
  'optOut.us': 'United States',
  'optOut.canada': 'Canada',
  'optOut.europe': 'Europe',
};

export const policyCatalogs: Catalogs<PolicyMessageKey> = { 'zh-CN': zhCN, en };

export function usePolicyTranslation(): Translate<PolicyMessageKey> {
  return useTranslator(policyCatalogs);
}

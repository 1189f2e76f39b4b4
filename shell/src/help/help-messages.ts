import type { Catalogs } from 'shared-contracts';

/**
 * The help pages' words (docs/routes.md#help-pages): each topic has a title, an introduction and
 * sections of a heading and a paragraph; zh-CN is the reference language, as in the shell's own
 * catalogs.
 */
const zhCN = {
  'help.back': '返回 Lumen',
  'help.label': '帮助',
  'help.sensitive.title': '为什么这张照片被遮住了',
  'help.sensitive.intro': '有些照片在显示前会先被遮住，并标明“敏感内容”。这样你可以自己决定要不要看。',
  'help.sensitive.what.heading': '哪些内容会被遮住',
  'help.sensitive.what.body':
    '经审核认为可能令部分用户不适的照片，例如血腥、暴力或令人震惊的画面。这些照片没有违反社群规则，所以没有被删除，只是先遮住。',
  'help.sensitive.see.heading': '查看照片',
  'help.sensitive.see.body':
    '点按“查看照片”即可显示这张照片，只对你这一次有效。照片不会被删除，作者也不会收到通知，点赞、评论和收藏都和平常一样。',
  'help.sensitive.author.heading': '如果这是你的帖子',
  'help.sensitive.author.body': '你的帖子仍然会显示在主页和动态中，只是别人要先点一下才能看到。',
  'help.facts.title': '关于虚假信息提示',
  'help.facts.intro': '当独立事实核查员认定一条帖子中的信息为虚假信息时，这条帖子会带有提示。',
  'help.facts.what.heading': '提示是什么样的',
  'help.facts.what.body': '帖子下方会显示“经独立事实核查员审核”。有的帖子会先被遮住，点按“查看帖子”即可显示。',
  'help.facts.why.heading': '为什么不直接删除',
  'help.facts.why.body': '提示帮助你在分享前了解背景；帖子本身仍然可以查看，由你自己判断。',
  'help.spam.title': '为什么你的评论没有发布',
  'help.spam.intro': '为了保护社群，Lumen 会自动拦截看起来像垃圾信息的评论。你的评论没有发布，但仍然保留在输入框中。',
  'help.spam.rule.heading': '哪些评论会被拦截',
  'help.spam.rule.body':
    '包含 2 个以上链接的评论；或者 10 分钟内第三次发布同样的文字（不区分大小写和空格）。在两条帖子下各发一次同样的简短回复是正常的。',
  'help.spam.next.heading': '接下来可以做什么',
  'help.spam.next.body':
    '修改评论后再发布，例如去掉一些链接，或者换一种说法。同样的文字在 10 分钟后可以再次发布。这项检查只针对这条评论，不影响你的账户。',
  'help.spam.mistake.heading': '如果我们弄错了',
  'help.spam.mistake.body':
    '这项检查只看链接数量和重复的文字，不看评论的意思，所以偶尔会拦下正常的评论。遇到这种情况，稍等几分钟或改写一下，就可以正常发布。',
} as const;

/** Keys of the help pages' strings. */
export type HelpMessageKey = keyof typeof zhCN;

const en: Record<HelpMessageKey, string> = {
  'help.back': 'Back to Lumen',
  'help.label': 'Help',
  'help.sensitive.title': 'Why this photo is covered',
  'help.sensitive.intro':
    'Some photos are covered and marked "Sensitive content" before they show, so you can decide whether to see them.',
  'help.sensitive.what.heading': 'What gets covered',
  'help.sensitive.what.body':
    "Photos that were reviewed and may upset some people, such as graphic, violent or shocking images. They don't break the community rules, so they aren't removed; they are only covered first.",
  'help.sensitive.see.heading': 'Seeing the photo',
  'help.sensitive.see.body':
    'Press "See photo" to show it, just for you and just this time. Nothing is deleted, the author is not told, and likes, comments and saves work as usual.',
  'help.sensitive.author.heading': 'If it is your post',
  'help.sensitive.author.body':
    'Your post still shows on your profile and in feeds; people press once before they see it.',
  'help.facts.title': 'About false information notices',
  'help.facts.intro': 'A post carries a notice when independent fact-checkers found the information in it to be false.',
  'help.facts.what.heading': 'What the notice looks like',
  'help.facts.what.body':
    'The post shows "Reviewed by independent fact-checkers" under it. Some posts are covered first; press "See post" to show one.',
  'help.facts.why.heading': 'Why the post is not removed',
  'help.facts.why.body':
    'The notice gives you the context before you share; the post itself stays available, and you make up your own mind.',
  'help.spam.title': "Why your comment wasn't posted",
  'help.spam.intro':
    "To protect the community, Lumen holds back comments that look like spam. Your comment wasn't posted, but it is still in the comment box.",
  'help.spam.rule.heading': 'Which comments are held back',
  'help.spam.rule.body':
    'A comment with more than 2 links, or the same text posted a third time within 10 minutes (ignoring case and spacing). The same short reply on two posts is fine.',
  'help.spam.next.heading': 'What you can do',
  'help.spam.next.body':
    'Change the comment and post it again, for example with fewer links or in other words. The same text can be posted again after 10 minutes. This check looks only at the comment; your account is not affected.',
  'help.spam.mistake.heading': 'If we made a mistake',
  'help.spam.mistake.body':
    'The check only counts links and repeated text, not what a comment means, so now and then it holds back a normal comment. When that happens, wait a few minutes or reword it, and it will post.',
};

/** The help pages' catalogs by locale. */
export const helpCatalogs: Catalogs<HelpMessageKey> = { 'zh-CN': zhCN, en };

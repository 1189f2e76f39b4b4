import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

// The settings pages' strings (docs/behaviour/settings.md), a catalog of their own beside
// messages.ts; complete in both languages (settings-messages.test.ts).

const zhCN = {
  'settings.title': '设置',
  'settings.documentTitle': '{section} • Lumen',
  'settings.nav': '设置',
  'settings.back': '返回设置',
  'settings.section.edit': '编辑主页',
  'settings.section.privacy': '隐私和安全',
  'settings.section.blocked': '已屏蔽的账户',
  'settings.section.closeFriends': '密友',
  'settings.section.favorites': '特别关注',
  'settings.section.yourInformation': '你的信息',
  'settings.section.cookies': 'Cookie 设置',
  'settings.section.appearance': '外观',
  'settings.section.language': '语言',
  'settings.appearance.intro': '选择 Lumen 在此账户中的外观。你在任何浏览器登录都会使用这个设置。',
  'settings.language.legend': '语言',
  'settings.language.intro': '选择界面语言。你在任何浏览器登录都会使用这个语言。',
  'settings.loading': '正在加载…',
  'settings.error': '无法加载此页面。',
  'settings.retry': '重试',
  'settings.genericError': '出错了，请重试。',
  'settings.privacy.private': '私密账户',
  'settings.privacy.privateHint': '开启后，只有你批准的粉丝才能看到你的帖子和粉丝、关注列表。',
  'settings.privacy.activity': '显示活动状态',
  'settings.privacy.activityHint':
    '你关注的账户和你发过私信的人可以看到你最近何时在线、是否已读。关闭后，你也看不到他们的活动状态。',
  'settings.blocked.intro': '你屏蔽的账户无法查看你的主页和帖子，也无法给你发私信。对方不会收到通知。',
  'settings.blocked.empty': '你还没有屏蔽任何账户',
  'settings.blocked.unblock': '取消屏蔽',
  'settings.blocked.unblockLabel': '取消屏蔽 {username}',
  'settings.blocked.unblocked': '已取消屏蔽 {username}',
  'settings.blocked.more': '加载更多',
  'settings.closeFriends.intro': '你可以只与密友分享内容。你将某人加入或移出密友时，对方不会收到通知。',
  'settings.closeFriends.listTitle': '你的密友（{count}）',
  'settings.closeFriends.empty': '还没有密友',
  'settings.favorites.intro': '特别关注的帖子会在首页靠前显示，也可在“特别关注”动态中查看。对方不会收到通知。',
  'settings.favorites.listTitle': '你的特别关注（{count}）',
  'settings.favorites.empty': '还没有特别关注',
  'settings.list.add': '添加',
  'settings.list.remove': '移除',
  'settings.list.addLabel': '添加 {username}',
  'settings.list.removeLabel': '移除 {username}',
  'settings.list.following': '你关注的人',
  'settings.list.filter': '搜索你关注的人',
  'settings.list.noFollowing': '关注别人后，就可以把他们加入这里。',
  'settings.list.noMatch': '没有找到匹配的账户',
  'settings.avatarAlt': '{username}的头像',
} as const;

/** A key of the settings pages' strings. */
export type SettingsMessageKey = keyof typeof zhCN;

const en: Record<SettingsMessageKey, string> = {
  'settings.title': 'Settings',
  'settings.documentTitle': '{section} • Lumen',
  'settings.nav': 'Settings',
  'settings.back': 'Back to settings',
  'settings.section.edit': 'Edit profile',
  'settings.section.privacy': 'Privacy and security',
  'settings.section.blocked': 'Blocked accounts',
  'settings.section.closeFriends': 'Close friends',
  'settings.section.favorites': 'Favorites',
  'settings.section.yourInformation': 'Your information',
  'settings.section.cookies': 'Cookie settings',
  'settings.section.appearance': 'Appearance',
  'settings.section.language': 'Language',
  'settings.appearance.intro': 'Choose how Lumen looks for this account. It applies in every browser you log in on.',
  'settings.language.legend': 'Language',
  'settings.language.intro': 'Choose the language of the app. It applies in every browser you log in on.',
  'settings.loading': 'Loading…',
  'settings.error': "Couldn't load this page.",
  'settings.retry': 'Try again',
  'settings.genericError': 'Something went wrong. Please try again.',
  'settings.privacy.private': 'Private account',
  'settings.privacy.privateHint':
    'When your account is private, only followers you approve can see your posts and your followers and following lists.',
  'settings.privacy.activity': 'Show activity status',
  'settings.privacy.activityHint':
    "People you message can see when you were last active and whether you've read their messages. When this is off, you can't see theirs either.",
  'settings.blocked.intro':
    "Accounts you block can't see your profile or posts or message you. They aren't told that you blocked them.",
  'settings.blocked.empty': "You haven't blocked anyone",
  'settings.blocked.unblock': 'Unblock',
  'settings.blocked.unblockLabel': 'Unblock {username}',
  'settings.blocked.unblocked': '{username} is unblocked',
  'settings.blocked.more': 'Load more',
  'settings.closeFriends.intro':
    "You can share things with just your close friends. People aren't told when you add or remove them.",
  'settings.closeFriends.listTitle': 'Your close friends ({count})',
  'settings.closeFriends.empty': 'No close friends yet',
  'settings.favorites.intro':
    "Posts from your favorites show higher in your home feed and in the Favorites feed. People aren't told when you add or remove them.",
  'settings.favorites.listTitle': 'Your favorites ({count})',
  'settings.favorites.empty': 'No favorites yet',
  'settings.list.add': 'Add',
  'settings.list.remove': 'Remove',
  'settings.list.addLabel': 'Add {username}',
  'settings.list.removeLabel': 'Remove {username}',
  'settings.list.following': 'People you follow',
  'settings.list.filter': 'Search people you follow',
  'settings.list.noFollowing': 'Follow people to add them here.',
  'settings.list.noMatch': 'No matching accounts',
  'settings.avatarAlt': "{username}'s profile picture",
};

/** Both languages of the settings pages' strings. */
export const settingsCatalogs: Catalogs<SettingsMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the settings pages. */
export function useSettingsTranslation(): Translate<SettingsMessageKey> {
  return useTranslator(settingsCatalogs);
}

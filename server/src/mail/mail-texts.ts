import type { Locale } from 'shared-contracts';

/** A composed mail: subject, plain text and HTML (docs/behaviour/accounts.md#mail-delivery). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Text safe anywhere in HTML, attribute values included. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The words of one kind of mail in one language; `{username}` and `{address}` are filled in. */
interface MailWords {
  subject: string;
  lines: string[];
  button?: string;
}

type MailKind = 'passwordReset' | 'emailConfirm' | 'emailChanging';

const WORDS: Record<Locale, Record<MailKind, MailWords>> = {
  en: {
    passwordReset: {
      subject: 'Reset your Lumen password',
      lines: [
        'Hi {username},',
        'Someone asked to reset the password of your Lumen account. If it was you, choose a new password with this link within an hour:',
        'If it was not you, ignore this mail: your password stays as it is.',
      ],
      button: 'Choose a new password',
    },
    emailConfirm: {
      subject: 'Confirm your email address for Lumen',
      lines: [
        'Hi {username},',
        'Confirm that {address} is the email address of your Lumen account with this link within a day:',
        'If you did not ask for this, ignore this mail.',
      ],
      button: 'Confirm this address',
    },
    emailChanging: {
      subject: 'Your Lumen email address is being changed',
      lines: [
        'Hi {username},',
        'Someone asked to change the email address of your Lumen account to {address}. It changes once that address is confirmed.',
        'If it was not you, change your password now: whoever asked knows it.',
      ],
    },
  },
  'zh-CN': {
    passwordReset: {
      subject: '重置你的 Lumen 密码',
      lines: [
        '{username}，你好：',
        '有人请求重置你的 Lumen 账户密码。如果是你本人，请在一小时内通过此链接设置新密码：',
        '如果不是你本人，请忽略此邮件，你的密码不会改变。',
      ],
      button: '设置新密码',
    },
    emailConfirm: {
      subject: '确认你在 Lumen 的邮箱地址',
      lines: [
        '{username}，你好：',
        '请在一天内通过此链接确认 {address} 是你 Lumen 账户的邮箱地址：',
        '如果这不是你的操作，请忽略此邮件。',
      ],
      button: '确认此地址',
    },
    emailChanging: {
      subject: '你的 Lumen 邮箱地址正在更改',
      lines: [
        '{username}，你好：',
        '有人请求将你 Lumen 账户的邮箱地址改为 {address}。该地址确认后才会更改。',
        '如果不是你本人，请立即更改密码：请求者知道你的密码。',
      ],
    },
  },
};

/** Composes one mail: the text version and an HTML version of the same words, every value escaped. */
export function composeMail(
  kind: MailKind,
  locale: Locale,
  values: { username: string; address?: string; link?: string },
): MailContent {
  const words = WORDS[locale][kind];
  const fill = (line: string) => line.replace('{username}', values.username).replace('{address}', values.address ?? '');
  const lines = words.lines.map(fill);
  const [greeting, body, ...rest] = lines;
  const link = values.link;
  const text = [greeting, '', body, ...(link ? ['', link] : []), '', ...rest, '', '— Lumen', ''].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    paragraph(greeting ?? ''),
    paragraph(body ?? ''),
    link && words.button
      ? `<p><a href="${escapeHtml(link)}">${escapeHtml(words.button)}</a></p><p style="word-break:break-all">${escapeHtml(link)}</p>`
      : '',
    ...rest.map(paragraph),
    '<p>— Lumen</p></body></html>',
  ].join('');
  return { subject: words.subject, text, html };
}

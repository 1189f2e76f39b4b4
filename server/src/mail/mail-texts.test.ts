import { describe, expect, it } from 'vitest';
import { composeMail, escapeHtml } from './mail-texts.js';
import { createMailer } from './mailer.js';

describe('mail texts', () => {
  it('escapes every value in the HTML, keeps the text as is', () => {
    const mail = composeMail('emailConfirm', 'en', {
      username: 'a<b>',
      address: '"x"@example.com',
      link: 'https://lumen.test/accounts/email/confirm/?token=a&b',
    });
    expect(mail.html).toContain('a&lt;b&gt;');
    expect(mail.html).toContain('&quot;x&quot;@example.com');
    expect(mail.html).toContain('href="https://lumen.test/accounts/email/confirm/?token=a&amp;b"');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('a<b>');
    expect(mail.text).toContain('https://lumen.test/accounts/email/confirm/?token=a&b');
  });

  it('says each mail in both languages, the link in both versions', () => {
    for (const kind of ['passwordReset', 'emailConfirm', 'emailChanging'] as const) {
      const en = composeMail(kind, 'en', { username: 'ann', address: 'a@example.com', link: 'https://x.test/l' });
      const zh = composeMail(kind, 'zh-CN', { username: 'ann', address: 'a@example.com', link: 'https://x.test/l' });
      expect(en.subject).not.toBe(zh.subject);
      expect(zh.text).toMatch(/[\u4e00-\u9fff]/);
      if (kind !== 'emailChanging') {
        for (const mail of [en, zh]) {
          expect(mail.text).toContain('https://x.test/l');
          expect(mail.html).toContain('href="https://x.test/l"');
        }
      }
    }
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('the mailer without SMTP_URL', () => {
  it('writes the whole mail to the log, link included', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'Lumen <no-reply@localhost>' }, (line) => lines.push(line));
    await mailer.send({
      to: 'a@example.com',
      subject: 'Hi',
      text: 'follow https://x.test/?token=abc',
      html: '<p>x</p>',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('a@example.com');
    expect(lines[0]).toContain('https://x.test/?token=abc');
  });
});

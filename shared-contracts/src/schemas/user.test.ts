import { describe, expect, it } from 'vitest';
import { ProfileEditFormSchema } from './user.js';

const links = (value: unknown): { bio_links: string } => ({ bio_links: JSON.stringify(value) });

// The server validates the edit form with this schema; its rules are the product's
// (docs/behaviour/profiles.md#edit-profile), so a link the server refuses is refused here too.
describe('ProfileEditFormSchema', () => {
  it('accepts http and https links with an optional title', () => {
    const parsed = ProfileEditFormSchema.parse(
      links([{ url: 'https://example.com/me' }, { title: 'Blog', url: 'HTTP://blog.example.com' }]),
    );
    expect(parsed.bio_links).toEqual([
      { url: 'https://example.com/me' },
      { title: 'Blog', url: 'HTTP://blog.example.com' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox',
    'ftp://example.com/file',
    'mailto:a@b.c',
  ])('refuses a %s link, naming bio_links', (url) => {
    const result = ProfileEditFormSchema.safeParse(links([{ url }]));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['bio_links']);
    expect(result.error?.issues[0]?.message).toBe('Up to 5 links, each an http(s) URL with a title.');
  });

  it('refuses more than 5 links, a title over 60 and a URL over 2000 characters', () => {
    const ok = { url: 'https://example.com' };
    expect(ProfileEditFormSchema.safeParse(links(Array(6).fill(ok))).success).toBe(false);
    expect(ProfileEditFormSchema.safeParse(links([{ ...ok, title: 'x'.repeat(61) }])).success).toBe(false);
    expect(ProfileEditFormSchema.safeParse(links([{ url: `https://e.com/${'x'.repeat(2000)}` }])).success).toBe(false);
  });

  it('reads an empty bio_links as no links and an absent one as unchanged', () => {
    expect(ProfileEditFormSchema.parse({ bio_links: ' ' }).bio_links).toEqual([]);
    expect(ProfileEditFormSchema.parse({}).bio_links).toBeUndefined();
  });

  it('limits the bio to 150 characters', () => {
    expect(ProfileEditFormSchema.safeParse({ biography: 'x'.repeat(150) }).success).toBe(true);
    expect(ProfileEditFormSchema.safeParse({ biography: 'x'.repeat(151) }).success).toBe(false);
  });
});

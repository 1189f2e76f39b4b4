import { describe, expect, it } from 'vitest';
import { bioLinkText, classifyBioLink, displayedBioLinks, summarizeBioLinks } from './bio-links.js';

describe('bioLinkText', () => {
  it('drops the scheme and trailing slashes only', () => {
    expect(bioLinkText('https://example.com/ana/')).toBe('example.com/ana');
    expect(bioLinkText('http://example.com/')).toBe('example.com');
    expect(bioLinkText('HTTPS://www.example.com/a/b//')).toBe('www.example.com/a/b');
    expect(bioLinkText('example.com/path?x=1')).toBe('example.com/path?x=1');
  });
});

describe('displayedBioLinks', () => {
  it('drops whatsapp links and links missing url or lynx_url', () => {
    const links = displayedBioLinks([
      { link_type: 'whatsapp', url: 'https://wa.me/123', lynx_url: 'https://wa.me/123' },
      { link_type: 'other', title: 'nothing here' },
      { link_type: 'other', url: 'https://no-lynx.example/' },
      { link_type: 'other', lynx_url: 'https://no-url.example/' },
      { link_type: 'other', url: 'https://example.com/ana/', lynx_url: 'https://example.com/ana/' },
    ]);
    expect(links).toEqual([{ href: 'https://example.com/ana/', text: 'example.com/ana' }]);
  });

  it('replaces a facebook link by the alternative link the server provides', () => {
    const [link] = displayedBioLinks([
      { link_type: 'facebook', url: 'https://facebook.com/ana', lynx_url: 'https://example.com/fb-ana' },
    ]);
    expect(link).toEqual({ href: 'https://example.com/fb-ana', text: 'example.com/fb-ana' });
  });

  it('never produces a non-web href', () => {
    const link = (url: string) => ({ link_type: 'other' as const, url, lynx_url: url });
    expect(displayedBioLinks([link('javascript:alert(1)')])).toEqual([]);
    expect(displayedBioLinks([link('data:text/html,hi')])).toEqual([]);
    expect(displayedBioLinks([link('example.com/x')])).toEqual([
      { href: 'https://example.com/x', text: 'example.com/x' },
    ]);
  });
});

describe('summarizeBioLinks', () => {
  it('shows the first link and counts the others', () => {
    const summary = summarizeBioLinks([
      { link_type: 'whatsapp', url: 'https://wa.me/1', lynx_url: 'https://wa.me/1' },
      { link_type: 'other', url: 'https://one.example/', lynx_url: 'https://one.example/' },
      { link_type: 'other', url: 'https://two.example/', lynx_url: 'https://two.example/' },
      { link_type: 'other', url: 'https://three.example/', lynx_url: 'https://three.example/' },
    ]);
    expect(summary).toEqual({ first: { href: 'https://one.example/', text: 'one.example' }, moreCount: 2 });
  });

  it('is null when no link survives the rules', () => {
    expect(summarizeBioLinks([{ link_type: 'whatsapp', url: 'https://wa.me/1' }])).toBeNull();
    expect(summarizeBioLinks([])).toBeNull();
  });
});

describe('classifyBioLink', () => {
  it('reads WhatsApp hosts as whatsapp links', () => {
    for (const url of ['https://wa.me/8613800000000', 'https://api.whatsapp.com/send?phone=1', 'http://WhatsApp.com/'])
      expect(classifyBioLink(url)).toEqual({ link_type: 'whatsapp', url, lynx_url: url });
  });

  it('reads Facebook hosts as facebook links whose alternative is the clean www.facebook.com page', () => {
    expect(classifyBioLink('https://m.facebook.com/lumen.app/?fbclid=abc&utm_source=x#top')).toEqual({
      link_type: 'facebook',
      url: 'https://m.facebook.com/lumen.app/?fbclid=abc&utm_source=x#top',
      lynx_url: 'https://www.facebook.com/lumen.app/',
    });
    expect(classifyBioLink('http://fb.com/profile.php?id=42').lynx_url).toBe(
      'https://www.facebook.com/profile.php?id=42',
    );
    expect(classifyBioLink('https://fb.me/ana').link_type).toBe('facebook');
  });

  it('keeps every other host, look-alikes included, as an ordinary link', () => {
    for (const url of [
      'https://example.com/ana',
      'https://notfacebook.com/x',
      'https://facebook.com.example.net/x',
      'https://wa.me.example.org/',
      'not a url',
    ])
      expect(classifyBioLink(url)).toEqual({ link_type: 'other', url, lynx_url: url });
  });

  it('feeds the display rules: whatsapp dropped, facebook shown by its alternative', () => {
    const shown = displayedBioLinks(
      ['https://wa.me/1', 'https://facebook.com/ana?fbclid=1', 'https://example.com/'].map(classifyBioLink),
    );
    expect(shown).toEqual([
      { href: 'https://www.facebook.com/ana', text: 'www.facebook.com/ana' },
      { href: 'https://example.com/', text: 'example.com' },
    ]);
  });
});

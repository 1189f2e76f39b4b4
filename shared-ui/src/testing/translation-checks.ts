import type { Catalogs, Message } from 'shared-contracts';

/**
 * Latin words a zh-CN screen may show: names (the product's, a sister app's), file formats, units
 * and key names, which Chinese interfaces write in Latin letters too. Everything else in Latin
 * letters is either user content (given by each test from its fixtures) or a string nobody
 * translated.
 */
export const LATIN_WORDS_ALLOWED_IN_ZH = [
  'Lumen',
  'Threads',
  'Cookie',
  'JPEG',
  'HEIC',
  'HEIF',
  'MP4',
  'MOV',
  'WebM',
  'MB',
  'Alt',
] as const;

/** A run of two or more Latin letters: one stray letter (an "x" close mark, a unit) is not a word. */
const LATIN_WORD = /[A-Za-z]{2,}/;

function forms(message: Message): string[] {
  return typeof message === 'string' ? [message] : [message.one ?? '', message.other].filter((f) => f !== '');
}

function withoutTokens(text: string, tokens: readonly string[]): string {
  let rest = text;
  // Longest first, so a username containing another allowed token is removed whole.
  for (const token of [...tokens].sort((a, b) => b.length - a.length)) {
    if (token.trim() !== '') rest = rest.split(token).join(' ');
  }
  return rest;
}

/**
 * What is wrong with a package's catalogs: keys one language has and the other lacks, empty
 * messages, and zh-CN messages carrying Latin words (an English string pasted in) other than the
 * allowed ones and the package's own `allowedInZh` (proper names). Empty when the catalogs are
 * complete.
 */
export function catalogProblems<K extends string>(
  catalogs: Catalogs<K>,
  { allowedInZh = [] }: { allowedInZh?: readonly string[] } = {},
): string[] {
  const problems: string[] = [];
  const zh = catalogs['zh-CN'] as Record<string, Message>;
  const en = catalogs.en as Record<string, Message>;
  for (const key of Object.keys(zh)) if (!(key in en)) problems.push(`en lacks ${key}`);
  for (const key of Object.keys(en)) if (!(key in zh)) problems.push(`zh-CN lacks ${key}`);
  for (const [locale, catalog] of [
    ['zh-CN', zh],
    ['en', en],
  ] as const) {
    for (const [key, message] of Object.entries(catalog)) {
      if (forms(message).length === 0 || forms(message).some((form) => form.trim() === '')) {
        problems.push(`${locale} ${key} is empty`);
      }
    }
  }
  for (const [key, message] of Object.entries(zh)) {
    for (const form of forms(message)) {
      const text = withoutTokens(form.replace(/\{\w+\}/g, ' '), [...LATIN_WORDS_ALLOWED_IN_ZH, ...allowedInZh]);
      if (LATIN_WORD.test(text)) problems.push(`zh-CN ${key} is not translated: ${form}`);
    }
  }
  return problems;
}

const LABEL_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'] as const;

/** Every text a person can read or hear in a rendered tree: text nodes and labelling attributes. */
export function readableTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && (parent.tagName === 'SCRIPT' || parent.tagName === 'STYLE')) continue;
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const name of LABEL_ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/**
 * The texts of a tree rendered in zh-CN that still carry Latin words once user content (the
 * test's fixture usernames, names, captions…) and the allowed product name are taken out: each
 * one is a string that bypassed the catalogs. Empty when the screen is fully translated.
 */
export function untranslatedTexts(root: Element, userContent: readonly string[]): string[] {
  const allowed = [...userContent, ...LATIN_WORDS_ALLOWED_IN_ZH];
  return [...new Set(readableTexts(root))].filter((text) => LATIN_WORD.test(withoutTokens(text, allowed)));
}

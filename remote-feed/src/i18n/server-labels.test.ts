import { describe, expect, it } from 'vitest';
import { createTranslator } from 'shared-contracts';
import { catalogs } from './messages';
import { adCallToAction, STANDARD_CALLS_TO_ACTION, transparencyLabel } from './server-labels';

const zh = createTranslator(catalogs, () => 'zh-CN');
const en = createTranslator(catalogs, () => 'en');

describe('server labels', () => {
  it('translates every standard call to action, whatever its capitalisation and spaces', () => {
    expect(adCallToAction(zh, 'Shop now')).toBe('去逛逛');
    expect(adCallToAction(zh, ' BOOK NOW ')).toBe('立即预订');
    expect(adCallToAction(en, 'shop NOW')).toBe('Shop now');
    for (const text of STANDARD_CALLS_TO_ACTION) expect(adCallToAction(zh, text)).not.toMatch(/[A-Za-z]/);
  });

  it('reads "Learn more" without a text and keeps an operator’s own words', () => {
    expect(adCallToAction(zh, '')).toBe('了解详情');
    expect(adCallToAction(en, '  ')).toBe('Learn more');
    expect(adCallToAction(zh, 'Taste the harbour')).toBe('Taste the harbour');
    expect(adCallToAction(zh, 'constructor')).toBe('constructor');
  });

  it('translates the "AI info" label and keeps any other', () => {
    expect(transparencyLabel(zh, 'AI info')).toBe('人工智能信息');
    expect(transparencyLabel(en, 'AI info')).toBe('AI info');
    expect(transparencyLabel(zh, 'Made with Studio X')).toBe('Made with Studio X');
  });
});

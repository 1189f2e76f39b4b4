import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { localeStore } from 'shared-ui';
import type { Locale } from 'shared-contracts';
import { HelpPage, type HelpTopic } from './HelpPage';
import { helpCatalogs } from './help-messages';

afterEach(cleanup);

const TITLES: Record<Locale, Record<HelpTopic, string>> = {
  en: {
    sensitive: 'Why this photo is covered',
    facts: 'About false information notices',
    spam: "Why your comment wasn't posted",
  },
  'zh-CN': { sensitive: '为什么这张照片被遮住了', facts: '关于虚假信息提示', spam: '为什么你的评论没有发布' },
};
const BACK: Record<Locale, string> = { en: 'Back to Lumen', 'zh-CN': '返回 Lumen' };
const TOPICS: readonly HelpTopic[] = ['sensitive', 'facts', 'spam'];

function renderTopic(topic: HelpTopic, locale: Locale) {
  localeStore.setLocale(locale);
  return render(
    <MemoryRouter>
      <HelpPage topic={topic} />
    </MemoryRouter>,
  );
}

describe('help pages', () => {
  it('have the same keys in both languages and no empty strings', () => {
    expect(Object.keys(helpCatalogs.en).sort()).toEqual(Object.keys(helpCatalogs['zh-CN']).sort());
    for (const catalog of Object.values(helpCatalogs))
      for (const value of Object.values(catalog)) expect(String(value).trim()).not.toBe('');
  });

  for (const locale of ['en', 'zh-CN'] as const) {
    for (const topic of TOPICS) {
      it(`${topic} in ${locale}: one h1, headed sections, the page title and a link home`, () => {
        renderTopic(topic, locale);
        const page = screen.getByTestId('help-page');
        expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe(TITLES[locale][topic]);
        expect(document.title).toBe(`${TITLES[locale][topic]} • Lumen`);
        const sections = within(page).getAllByRole('region');
        expect(sections.length).toBeGreaterThanOrEqual(2);
        for (const section of sections) {
          const heading = within(section).getByRole('heading', { level: 2 });
          expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
          expect(section.querySelector('p')?.textContent?.trim()).toBeTruthy();
        }
        // Every string shown comes from the catalog of the page's language (no key shows raw).
        const shown = page.textContent ?? '';
        expect(shown).not.toMatch(/help\.[a-z]+\./);
        const back = within(page).getByRole('link', { name: BACK[locale] });
        expect(back.getAttribute('href')).toBe('/');
      });
    }
  }

  it('follows a language switch', () => {
    renderTopic('spam', 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TITLES.en.spam);
    act(() => localeStore.setLocale('zh-CN'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TITLES['zh-CN'].spam);
  });
});

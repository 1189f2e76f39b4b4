// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localeStore } from '../i18n/locale-store.js';
import { LocaleSelect } from './LocaleSelect.js';

afterEach(cleanup);

describe('LocaleSelect', () => {
  it('names each language in itself and switches the interface language', () => {
    localeStore.setLocale('zh-CN');
    render(<LocaleSelect testId="language" />);
    const select = screen.getByRole('combobox', { name: '语言' });
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      '中文(简体)',
      'English',
    ]);
    fireEvent.change(select, { target: { value: 'en' } });
    expect(localeStore.getLocale()).toBe('en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBe(select);
  });
});

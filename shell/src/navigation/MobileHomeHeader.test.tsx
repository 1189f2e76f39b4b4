import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { makeTestUser } from 'shared-client/testing';
import { Layout } from '../app/Layout';

// jsdom does not lay out by viewport width; the header's style sheet hides it from 768 px, which the
// e2e spec checks in a browser. Queries here include what CSS hides.
const visibleOrNot = { hidden: true } as const;

function renderLayoutAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Layout>
        <p>page</p>
      </Layout>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  act(() => {
    localeStore.setLocale('zh-CN');
    sessionStore.setSession({ ...makeTestUser({ pk: '1', id: '1', username: 'demo' }) }, 'token');
  });
});

afterEach(() => {
  cleanup();
  act(() => {
    sessionStore.setSession(null);
    localeStore.setLocale('en');
  });
});

describe('mobile home header', () => {
  it('heads the home page with the logo linking home and a language select that switches the interface', () => {
    renderLayoutAt('/');
    const header = screen.getByTestId('mobile-home-header');
    const logo = within(header).getByRole('link', { name: 'Lumen', ...visibleOrNot });
    expect(logo.getAttribute('href')).toBe('/');
    const select = within(header).getByRole('combobox', { name: '语言', ...visibleOrNot });
    // The header comes before the page in the document, so Tab reaches it first.
    expect(header.compareDocumentPosition(screen.getByText('page')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.change(select, { target: { value: 'en' } });
    expect(localeStore.getLocale()).toBe('en');
    expect(within(header).getByRole('combobox', { name: 'Language', ...visibleOrNot })).toBeTruthy();
  });

  it('leads to the activity page from Notifications, the heart the bottom bar has no room for', () => {
    renderLayoutAt('/');
    const header = screen.getByTestId('mobile-home-header');
    expect(
      within(header)
        .getByRole('link', { name: '通知', ...visibleOrNot })
        .getAttribute('href'),
    ).toBe('/accounts/activity/');
    expect(within(screen.getByTestId('bottom-nav')).queryByRole('link', { name: '通知', ...visibleOrNot })).toBeNull();
  });

  it('is only on the home page', () => {
    renderLayoutAt('/explore/');
    expect(screen.queryByTestId('mobile-home-header')).toBeNull();
    expect(screen.getByTestId('left-nav')).toBeTruthy();
  });
});

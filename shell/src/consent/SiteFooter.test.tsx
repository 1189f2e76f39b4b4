import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { SiteFooter } from './SiteFooter';
import { PageViews } from '../analytics/PageViews';

afterEach(cleanup);

describe('SiteFooter', () => {
  it('links the cookie policy and reopens the cookie dialog from "Cookie settings"', () => {
    act(() => {
      localeStore.setLocale('en');
      sessionStore.setSession(null, 'token');
    });
    const requested: unknown[] = [];
    const listen = (payload: unknown) => requested.push(payload);
    eventBus.on('consent-dialog-requested', listen);
    render(
      <MemoryRouter initialEntries={['/']}>
        <SiteFooter />
        <PageViews />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo', { name: 'Footer' });
    expect(footer.querySelector('a')?.getAttribute('href')).toBe('/legal/cookies/');
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    eventBus.off('consent-dialog-requested', listen);
    expect(requested).toEqual([{}]);
  });
});

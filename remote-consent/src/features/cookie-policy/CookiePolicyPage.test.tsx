import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { catalogProblems } from 'shared-ui/testing';
import CookiePolicyPage from './CookiePolicyPage';
import { policyCatalogs } from './policy-messages';

describe('CookiePolicyPage', () => {
  beforeEach(() => localeStore.setLocale('en'));
  afterEach(cleanup);

  it('has both languages complete', () => {
    expect(catalogProblems(policyCatalogs)).toEqual([]);
  });

  it('lists every cookie the site sets, has the other-companies anchor, and reopens the cookie dialog', () => {
    const requested: unknown[] = [];
    const listen = (payload: unknown) => requested.push(payload);
    eventBus.on('consent-dialog-requested', listen);
    render(<CookiePolicyPage />);
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['sessionid', 'csrftoken', 'lumen_did', 'lumen_aid']);
    expect(document.getElementById('other-companies')?.textContent).toBe("Other companies' cookies");
    expect(document.title).toBe('Cookie policy • Lumen');
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(requested).toHaveLength(1);
    eventBus.off('consent-dialog-requested', listen);
  });
});

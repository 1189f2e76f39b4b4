import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { localeStore } from 'shared-ui';
import type { Ad } from 'shared-contracts';
import { makeTestMedia } from 'shared-client/testing';
import { renderInApp } from '../../test-support/render-in-app';
import { AdCard } from './AdCard';

const ad: Ad = {
  ad_id: 'ad1',
  tracking_token: 't',
  ad_title: 'Lumen Coffee',
  link_text: 'Shop now',
  link_url: 'https://coffee.example/',
  disclaimers: ['Terms apply.', 'Paid for by Lumen Coffee.'],
  media: makeTestMedia({ pk: '900', taken_at: Math.floor(Date.now() / 1000) - 60 }),
};

const renderAd = (value: Ad) => renderInApp(<AdCard ad={value} />);

beforeEach(() => localeStore.setLocale('en'));
afterEach(cleanup);

describe('AdCard', () => {
  it('labels the post Sponsored instead of its time', () => {
    renderAd(ad);
    const header = within(screen.getByTestId('ad-card')).getAllByRole('link')[0]!.closest('header')!;
    expect(header.textContent).toContain('Sponsored');
    expect(header.querySelector('time')).toBeNull();
    localeStore.setLocale('zh-CN');
    cleanup();
    renderAd(ad);
    expect(screen.getByText('赞助内容')).toBeTruthy();
  });

  it('links its call to action, marked sponsored, in a new tab', () => {
    renderAd(ad);
    const cta = screen.getByRole('link', { name: 'Shop now' });
    expect(cta.getAttribute('href')).toBe('https://coffee.example/');
    expect(cta.getAttribute('rel')).toBe('noopener sponsored');
    expect(cta.getAttribute('target')).toBe('_blank');
  });

  it('shows the title and every disclaimer, and the usual actions', () => {
    renderAd(ad);
    expect(screen.getByText('Lumen Coffee')).toBeTruthy();
    const disclaimers = screen.getByRole('list', { name: 'Ad disclaimers' });
    expect(
      within(disclaimers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(ad.disclaimers);
    expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();
  });

  it('falls back to "Learn more" without a link text', () => {
    renderAd({ ...ad, link_text: '' });
    expect(screen.getByRole('link', { name: 'Learn more' })).toBeTruthy();
  });
});

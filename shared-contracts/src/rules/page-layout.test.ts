import { describe, expect, it } from 'vitest';
import { isPageLayout, pageLayoutFor } from './page-layout.js';

const PIXEL_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const ANDROID_TABLET_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('pageLayoutFor', () => {
  it('believes the mobile client hint first', () => {
    expect(pageLayoutFor({ mobileHint: '?1', userAgent: DESKTOP_UA })).toBe('phone');
    expect(pageLayoutFor({ mobileHint: '?0', userAgent: PIXEL_UA })).toBe('desktop');
  });

  it('reads phones from the user agent without the hint (Safari, Firefox)', () => {
    expect(pageLayoutFor({ userAgent: PIXEL_UA })).toBe('phone');
    expect(pageLayoutFor({ userAgent: IPHONE_UA })).toBe('phone');
  });

  it('draws tablets, desktops and unknown devices in the desktop layout', () => {
    expect(pageLayoutFor({ userAgent: IPAD_UA })).toBe('desktop');
    expect(pageLayoutFor({ userAgent: ANDROID_TABLET_UA })).toBe('desktop');
    expect(pageLayoutFor({ userAgent: DESKTOP_UA })).toBe('desktop');
    expect(pageLayoutFor({})).toBe('desktop');
    expect(pageLayoutFor({ mobileHint: 'nonsense' })).toBe('desktop');
  });
});

describe('isPageLayout', () => {
  it('accepts only the two layout names', () => {
    expect(isPageLayout('phone')).toBe(true);
    expect(isPageLayout('desktop')).toBe(true);
    expect(isPageLayout('tablet')).toBe(false);
    expect(isPageLayout(undefined)).toBe(false);
  });
});

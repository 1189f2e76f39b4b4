import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { makeProfile } from '../../test-fixtures';
import { renderInApp } from '../../test-render';
import { ProfileHeader } from './ProfileHeader';

/**
 * The header's buttons stay on one row below 768 px (at 390 px the options "…" once wrapped to a
 * line of its own). jsdom lays nothing out, so the rules are read from the stylesheet: what keeps
 * the row whole is in the phone media query, and the icon buttons carry the class it exempts.
 */

const css = readFileSync(join(__dirname, 'ProfileHeader.module.css'), 'utf8');

/** The declarations of `selector` inside `@media (max-width: 767px)` blocks, as property → value. */
function phoneRule(selector: string): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const media of css.matchAll(/@media \(max-width: 767px\) \{([\s\S]*?)\n\}/g)) {
    for (const rule of media[1]!.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const selectors = rule[1]!
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split(',')
        .map((s) => s.trim());
      if (!selectors.includes(selector)) continue;
      for (const line of rule[2]!.split(';')) {
        const [property, value] = line.split(':').map((part) => part.trim());
        if (property && value) declarations[property] = value;
      }
    }
  }
  return declarations;
}

beforeEach(() => act(() => localeStore.setLocale('en')));
afterEach(cleanup);

describe('profile header actions below 768 px', () => {
  it('never wrap: the text buttons shrink to share the row, the icons keep their size', () => {
    expect(phoneRule('.actions')).toMatchObject({ 'flex-wrap': 'nowrap', 'min-width': '0' });
    expect(phoneRule('.actions > *')).toMatchObject({ flex: '1 1 0', 'min-width': '0' });
    expect(phoneRule('.actions > .iconAction')).toMatchObject({ flex: 'none' });
  });

  it('marks the options button of a viewer, and the owner\u2019s QR and settings, as icons', () => {
    sessionStore.setSession(makeProfile({ pk: '9', id: '9', username: 'viewer' }));
    renderInApp(<ProfileHeader profile={makeProfile()} />);
    expect(screen.getByTestId('profile-options-button').classList).toContain('iconAction');
    cleanup();
    renderInApp(<ProfileHeader profile={makeProfile({ is_viewer: true })} />);
    expect(screen.getByTestId('open-qr').classList).toContain('iconAction');
    expect(screen.getByTestId('open-settings').classList).toContain('iconAction');
  });
});

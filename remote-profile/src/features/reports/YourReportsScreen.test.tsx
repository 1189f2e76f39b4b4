import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_PATHS } from 'shared-contracts';
import { eachTestWithFakeApi, renderInApp } from '../../test-render';
import { logInAs, stubViewportWidth } from '../settings/settings-test-kit';
import YourReportsScreen from './YourReportsScreen';

const MINE = '/api/v1/reports/mine/';
const harness = eachTestWithFakeApi();
beforeEach(() => stubViewportWidth(1280));
afterEach(() => vi.unstubAllGlobals());

const report = (id: string, kind: string, reason: string, status: string) => ({
  id,
  kind,
  target_id: '9',
  reason,
  status,
  created_at: Date.UTC(2026, 11, 1, 12),
  resolved_at: status === 'open' ? null : Date.UTC(2026, 11, 2, 12),
});

describe('YourReportsScreen', () => {
  it('lists what one reported, why and what became of it, in English', async () => {
    logInAs('en');
    harness.api.on('GET', MINE, {
      reports: [report('2', 'post', 'spam', 'actioned'), report('1', 'account', 'harassment', 'dismissed')],
      status: 'ok',
    });
    renderInApp(<YourReportsScreen />, { path: SETTINGS_PATHS.reports });
    const rows = await screen.findAllByTestId('report-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      "A post · It's spamReviewed: action taken · Reported Dec 1, 2026",
      'An account · Bullying or harassmentReviewed: no action taken · Reported Dec 1, 2026',
    ]);
    expect(document.title).toContain('Your reports');
  });

  it('says when there is none, in Chinese', async () => {
    logInAs('zh-CN');
    harness.api.on('GET', MINE, { reports: [], status: 'ok' });
    renderInApp(<YourReportsScreen />, { path: SETTINGS_PATHS.reports });
    expect(await screen.findByText('你还没有举报过任何内容。')).toBeTruthy();
  });
});

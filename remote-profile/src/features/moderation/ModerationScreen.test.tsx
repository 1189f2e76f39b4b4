import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eachTestWithFakeApi, renderInApp } from '../../test-render';
import ModerationScreen from './ModerationScreen';

const M = '/api/v1/moderation';
const harness = eachTestWithFakeApi();

const ITEM = {
  kind: 'post',
  target_id: '42',
  report_count: 2,
  reasons: { spam: 1, hate: 1 },
  texts: ['selling pills'],
  first_reported_at: 1,
  content: { owner_id: '7', owner_username: 'ann', text: 'buy my pills', code: 'Abc', gone: false },
  owner_suspended: false,
  owner_suspended_until: null,
  owner_limited: false,
};
const LOG = {
  entries: [
    {
      id: '1',
      moderator: 'boss',
      action: 'dismiss',
      kind: 'comment',
      target_id: '5',
      target_username: 'bo',
      note: 'fine',
      suspended_until: null,
      created_at: Date.UTC(2026, 11, 1),
    },
  ],
  next_max_id: null,
  status: 'ok',
};

describe('ModerationScreen', () => {
  it('shows a reported item with its reasons and content, and removes it with the note', async () => {
    harness.api.on('GET', `${M}/queue/`, { items: [ITEM], status: 'ok' });
    harness.api.on('GET', `${M}/log/`, LOG);
    harness.api.on('POST', `${M}/items/post/42/remove/`, { status: 'ok' });
    renderInApp(<ModerationScreen />, { path: '/moderation/' });
    const item = await screen.findByTestId('moderation-item');
    expect(within(item).getByText('Post by ann · 2 reports')).toBeTruthy();
    expect(within(item).getByText("It's spam (1), Hate speech or symbols (1)")).toBeTruthy();
    expect(within(item).getByTestId('moderation-content').textContent).toBe('buy my pills');
    expect(await screen.findByText('boss: dismiss comment bo')).toBeTruthy();
    const remove = within(item).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    // No note, no action.
    expect(remove.disabled).toBe(true);
    fireEvent.change(within(item).getByLabelText('Note (required)'), { target: { value: ' scam ' } });
    fireEvent.click(remove);
    await waitFor(() => expect(harness.toasts.messages).toEqual(['Done.']));
    const sent = harness.api.requests.find((request) => request.path === `${M}/items/post/42/remove/`);
    expect(sent?.form.get('note')).toBe('scam');
  });

  it('suspends the owner for the days chosen', async () => {
    harness.api.on('GET', `${M}/queue/`, { items: [ITEM], status: 'ok' });
    harness.api.on('GET', `${M}/log/`, { ...LOG, entries: [] });
    harness.api.on('POST', `${M}/accounts/7/suspend/`, { status: 'ok' });
    renderInApp(<ModerationScreen />, { path: '/moderation/' });
    const item = await screen.findByTestId('moderation-item');
    fireEvent.change(within(item).getByLabelText('Note (required)'), { target: { value: 'ring' } });
    fireEvent.change(within(item).getByLabelText('Suspend for'), { target: { value: '30' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(harness.toasts.messages).toEqual(['Done.']));
    const sent = harness.api.requests.find((request) => request.path === `${M}/accounts/7/suspend/`);
    expect([sent?.form.get('note'), sent?.form.get('days')]).toEqual(['ring', '30']);
  });

  it('is not available to anyone the server does not answer as a moderator', async () => {
    harness.api.on('GET', `${M}/queue/`, { status: 404, body: { error_id: 'not_found', message: 'Not found.' } });
    renderInApp(<ModerationScreen />, { path: '/moderation/' });
    expect(await screen.findByTestId('moderation-not-available')).toBeTruthy();
    expect(harness.api.requests.some((request) => request.path === `${M}/log/`)).toBe(false);
  });
});

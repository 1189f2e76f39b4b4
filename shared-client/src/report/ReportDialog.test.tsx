// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { installDialogPolyfill } from 'shared-ui/testing';
import { ReportDialog } from './ReportDialog.js';

let api: FakeApi;
installDialogPolyfill();
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => {
  cleanup();
  api.restore();
});

const REPORT = {
  id: '1',
  kind: 'post',
  target_id: '42',
  reason: 'spam',
  status: 'open',
  created_at: 1,
  resolved_at: null,
};

function setup() {
  const onClose = vi.fn();
  render(<ReportDialog kind="post" targetId="42" onClose={onClose} />);
  return { onClose };
}

describe('the report dialog', () => {
  it('asks for a reason, sends it with the words added, then thanks', async () => {
    api.on('POST', '/api/v1/reports/', { status: 'ok', report: REPORT, already_reported: false });
    setup();
    const submit = screen.getByTestId('report-submit');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Bullying or harassment' }));
    fireEvent.change(screen.getByLabelText('Tell us more (optional)'), { target: { value: ' keeps writing to me ' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Thanks for letting us know')).toBeTruthy();
    const form = api.requests[0]?.form;
    expect(form?.get('kind')).toBe('post');
    expect(form?.get('target_id')).toBe('42');
    expect(form?.get('reason')).toBe('harassment');
    expect(form?.get('text')).toBe('keeps writing to me');
  });

  it('says when reporting is too fast, and keeps the dialog open', async () => {
    api.on('POST', '/api/v1/reports/', { status: 429, body: { error_id: 'rate_limited', message: 'x' } });
    const { onClose } = setup();
    fireEvent.click(screen.getByRole('radio', { name: "It's spam" }));
    fireEvent.click(screen.getByTestId('report-submit'));
    expect((await screen.findByRole('alert')).textContent).toContain("You're reporting too fast");
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import {
  createTestQueryClient,
  installFakeApi,
  TestProviders,
  type FakeAnswer,
  type FakeApi,
} from 'shared-client/testing';
import CookieDialog from './CookieDialog';

const CONSENT = '/cookie/consent/';
const SAVED = {
  status: 'ok',
  consent: { accept_only_essential: false, consent_to_everything: true, opted_in_controls: [], decided_at: 1 },
};
const FAILED = { status: 500, body: { error_id: 'internal', message: 'HTTP 500' } };

/** A promise the test settles by hand, to look at the dialog while saving. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

let api: FakeApi;
const cleanups: Array<() => void> = [];

/** The fake server answers the consent posts with these, in turn (the last one repeats). */
function answerPosts(
  ...answers: Array<Exclude<FakeAnswer, null | ((request: never) => unknown)> | (() => Promise<unknown>)>
): void {
  let count = 0;
  api.on('POST', CONSENT, () => {
    const answer = answers[Math.min(count++, answers.length - 1)];
    return typeof answer === 'function' ? answer() : answer;
  });
}

/** The bodies of the consent posts, as sent. */
function posted(): Array<Record<string, unknown>> {
  return api.requests
    .filter((request) => request.method === 'POST' && request.path === CONSENT)
    .map((request) => ({
      accept_only_essential: request.form.get('accept_only_essential') === 'true',
      consent_to_everything: request.form.get('consent_to_everything') === 'true',
      opted_in_controls: JSON.parse(request.form.get('opted_in_controls') ?? 'null') as unknown,
    }));
}

async function renderDialog() {
  const onClose = vi.fn();
  const toasts: string[] = [];
  const consentEvents: Array<AppEvents['consent-changed']> = [];
  const onToast = ({ message }: AppEvents['toast-requested']) => toasts.push(message);
  const onConsent = (payload: AppEvents['consent-changed']) => consentEvents.push(payload);
  eventBus.on('toast-requested', onToast);
  eventBus.on('consent-changed', onConsent);
  cleanups.push(() => {
    eventBus.off('toast-requested', onToast);
    eventBus.off('consent-changed', onConsent);
  });
  render(
    <TestProviders client={createTestQueryClient()}>
      <CookieDialog onClose={onClose} />
    </TestProviders>,
  );
  return { onClose, toasts, consentEvents, dialog: await screen.findByRole('dialog') };
}

/** Clicks a choice and waits until its save has settled (the buttons are enabled again, or it closed). */
async function chooseAndSettle(name: string, onClose: () => void): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name }));
  await waitFor(() => {
    const button = screen.queryByRole<HTMLButtonElement>('button', { name });
    expect(vi.mocked(onClose).mock.calls.length > 0 || button?.disabled === false).toBe(true);
  });
  await act(async () => {});
}

describe('CookieDialog', () => {
  beforeEach(() => {
    localeStore.setLocale('en');
    api = installFakeApi();
    api.on('GET', CONSENT, { status: 'ok', consent: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    cleanups.splice(0).forEach((fn) => fn());
    api.restore();
    vi.restoreAllMocks();
  });

  it('is an open modal dialog named by its title, focused itself so reading starts at the title', async () => {
    const { dialog } = await renderDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Allow the use of cookies from Lumen by this browser?' })).toBe(dialog);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('Essential cookies are always on');
    expect(document.activeElement).toBe(dialog);
  });

  it('"Allow all cookies" consents to everything, confirms, announces and closes', async () => {
    answerPosts(SAVED);
    const { onClose, toasts, consentEvents } = await renderDialog();
    await chooseAndSettle('Allow all cookies', onClose);
    expect(posted()).toEqual([
      {
        accept_only_essential: false,
        consent_to_everything: true,
        opted_in_controls: ['analytics', 'advertising', 'other_companies'],
      },
    ]);
    expect(toasts).toEqual(['Changes saved.']);
    expect(consentEvents).toEqual([{ acceptOnlyEssential: false, optedInControls: [] }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('"Decline optional cookies" accepts only essential cookies', async () => {
    answerPosts(SAVED);
    const { onClose, consentEvents } = await renderDialog();
    await chooseAndSettle('Decline optional cookies', onClose);
    expect(posted()).toEqual([{ accept_only_essential: true, consent_to_everything: false, opted_in_controls: [] }]);
    expect(consentEvents).toEqual([{ acceptOnlyEssential: true, optedInControls: [] }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('"Choose by category" reveals unticked categories and posts the ticked ones', async () => {
    answerPosts(SAVED);
    const { onClose } = await renderDialog();
    expect(screen.queryByRole('checkbox')).toBeNull();
    const disclosure = screen.getByRole('button', { name: 'Choose by category' });
    fireEvent.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Other companies' cookies/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Analytics cookies/ }));
    await chooseAndSettle('Allow selected', onClose);
    expect(posted()).toEqual([
      {
        accept_only_essential: false,
        consent_to_everything: false,
        opted_in_controls: ['analytics', 'other_companies'],
      },
    ]);
  });

  it('"Select all" ticks every category and "Unselect all" clears them', async () => {
    await renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Choose by category' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    const boxes = (): HTMLInputElement[] => screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes().map((box) => box.checked)).toEqual([true, true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Unselect all' }));
    expect(boxes().map((box) => box.checked)).toEqual([false, false, false]);
    expect(screen.getByRole('button', { name: 'Select all' })).toBeTruthy();
  });

  it('disables its controls while saving and posts only once', async () => {
    const pending = deferred<typeof SAVED>();
    answerPosts(() => pending.promise);
    const { onClose, dialog } = await renderDialog();
    const allowAll = screen.getByRole<HTMLButtonElement>('button', { name: 'Allow all cookies' });
    fireEvent.click(allowAll);
    fireEvent.click(allowAll);
    await waitFor(() => expect(allowAll.disabled).toBe(true));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Decline optional cookies' }).disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Language' }).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    pending.resolve(SAVED);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posted()).toHaveLength(1);
  });

  it('stays open after a failed save, says so, and lets the visitor try again', async () => {
    answerPosts(FAILED, SAVED);
    const { onClose, toasts, consentEvents } = await renderDialog();
    await chooseAndSettle('Decline optional cookies', onClose);
    expect(toasts).toEqual(['Something went wrong, please try again later.']);
    expect(onClose).not.toHaveBeenCalled();
    expect(consentEvents).toEqual([]);
    expect(screen.getByRole('dialog').hasAttribute('open')).toBe(true);
    await chooseAndSettle('Decline optional cookies', onClose);
    expect(posted()).toHaveLength(2);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to the button used when a failed save had dropped it', async () => {
    const pending = deferred<unknown>();
    answerPosts(() => pending.promise);
    await renderDialog();
    const decline = screen.getByRole<HTMLButtonElement>('button', { name: 'Decline optional cookies' });
    decline.focus();
    fireEvent.click(decline);
    await waitFor(() => expect(decline.disabled).toBe(true));
    // What a browser does to a focused button that becomes disabled (jsdom does not).
    decline.blur();
    pending.resolve(FAILED);
    await waitFor(() => expect(decline.disabled).toBe(false));
    expect(document.activeElement).toBe(decline);
  });

  it('shows the failure toast in Chinese in zh-CN', async () => {
    localeStore.setLocale('zh-CN');
    answerPosts(FAILED);
    const { toasts, onClose } = await renderDialog();
    await chooseAndSettle('允许所有 Cookie', onClose);
    expect(toasts).toEqual(['出错了，请稍后重试。']);
  });

  it('is not dismissed by Escape or a click on the backdrop', async () => {
    const { onClose, dialog } = await renderDialog();
    const notPrevented = fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(notPrevented).toBe(false);
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.queryByRole('button', { name: /Close/ })).toBeNull();
  });

  it('keeps Tab inside the dialog in both directions', async () => {
    const { dialog } = await renderDialog();
    const first = within(dialog).getByRole('combobox', { name: 'Language' });
    const last = within(dialog).getByRole('button', { name: 'Decline optional cookies' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('gives focus back to what had it when it closes', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    cleanups.push(() => opener.remove());
    opener.focus();
    await renderDialog();
    expect(document.activeElement).not.toBe(opener);
    cleanup();
    expect(document.activeElement).toBe(opener);
  });

  it('switches the interface language from its language select', async () => {
    await renderDialog();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh-CN' } });
    expect(localeStore.getLocale()).toBe('zh-CN');
    expect(screen.getByRole('dialog', { name: '允许 Lumen 在此浏览器上使用 Cookie 吗？' })).toBeTruthy();
  });

  it('posts the interaction record with the choice', async () => {
    answerPosts(SAVED);
    const { onClose } = await renderDialog();
    await chooseAndSettle('Decline optional cookies', onClose);
    const sent = api.requests.find((request) => request.method === 'POST' && request.path === CONSENT);
    expect(JSON.parse(sent?.form.get('interaction') ?? 'null')).toMatchObject({
      event: 'decline_optional',
      interactive_state: 'off',
      opt_in_categories: ['essential'],
      state: 'first_choice',
      cookie_banner_type: 'blocking',
    });
  });

  it('has the sections and links to the cookie policy, other companies and the opt-out pages', async () => {
    const { dialog } = await renderDialog();
    for (const title of [
      'About cookies',
      'Why we use cookies',
      "Lumen's products",
      'Your cookie choices',
      'Controls in your account',
    ])
      expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
    const links = within(dialog)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/legal/cookies/',
      '/legal/cookies/#other-companies',
      'https://optout.aboutads.info/',
      'https://youradchoices.ca/',
      'https://www.youronlinechoices.eu/',
    ]);
  });

  it('reopened with a recorded choice: shows it ticked, saves with Confirm, and can be closed', async () => {
    api.restore();
    api = installFakeApi();
    api.on('GET', CONSENT, {
      status: 'ok',
      consent: {
        accept_only_essential: false,
        consent_to_everything: false,
        opted_in_controls: ['advertising'],
        decided_at: 1,
      },
    });
    answerPosts(SAVED);
    const { onClose } = await renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.mocked(onClose).mockClear();
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => box.checked)).toEqual([false, true, false]);
    fireEvent.click(screen.getByRole('checkbox', { name: /Analytics cookies/ }));
    await chooseAndSettle('Confirm', onClose);
    expect(posted()).toEqual([
      { accept_only_essential: false, consent_to_everything: false, opted_in_controls: ['analytics', 'advertising'] },
    ]);
    const sent = api.requests.find((request) => request.method === 'POST' && request.path === CONSENT);
    expect(JSON.parse(sent?.form.get('interaction') ?? 'null')).toMatchObject({ state: 'changed_choice' });
  });
});

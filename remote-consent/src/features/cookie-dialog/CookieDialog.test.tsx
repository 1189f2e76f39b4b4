import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError, eventBus, localeStore, saveCookieConsent, type AppEvents } from 'shared-contracts';
import type * as SharedContracts from 'shared-contracts';
import CookieDialog from './CookieDialog';

vi.mock('shared-contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedContracts>();
  return { ...actual, saveCookieConsent: vi.fn() };
});

const saveMock = vi.mocked(saveCookieConsent);
const saved = {
  status: 'ok' as const,
  consent: { accept_only_essential: false, consent_to_everything: true, opted_in_controls: [], decided_at: 1 },
};

/** A promise the test settles by hand, to look at the dialog while saving. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderDialog() {
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
  render(<CookieDialog onClose={onClose} />);
  return { onClose, toasts, consentEvents, dialog: screen.getByRole('dialog') };
}

const cleanups: Array<() => void> = [];

describe('CookieDialog', () => {
  beforeEach(() => {
    localeStore.setLocale('en');
    saveMock.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    cleanups.splice(0).forEach((fn) => fn());
    vi.restoreAllMocks();
  });

  it('is a labelled modal dialog that takes focus', () => {
    const { dialog } = renderDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Allow the use of cookies from Lumen by this browser?' })).toBe(dialog);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('Essential cookies are always on');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('"Allow all cookies" consents to everything, confirms, announces and closes', async () => {
    saveMock.mockResolvedValue(saved);
    const { onClose, toasts, consentEvents } = renderDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Allow all cookies' })));
    expect(saveMock).toHaveBeenCalledWith({
      accept_only_essential: false,
      consent_to_everything: true,
      opted_in_controls: ['analytics', 'advertising', 'other_companies'],
    });
    expect(toasts).toEqual(['Changes saved.']);
    expect(consentEvents).toEqual([{ acceptOnlyEssential: false }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('"Decline optional cookies" accepts only essential cookies', async () => {
    saveMock.mockResolvedValue(saved);
    const { onClose, consentEvents } = renderDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Decline optional cookies' })));
    expect(saveMock).toHaveBeenCalledWith({
      accept_only_essential: true,
      consent_to_everything: false,
      opted_in_controls: [],
    });
    expect(consentEvents).toEqual([{ acceptOnlyEssential: true }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('"Choose by category" reveals unticked categories and posts the ticked ones', async () => {
    saveMock.mockResolvedValue(saved);
    renderDialog();
    expect(screen.queryByRole('checkbox')).toBeNull();
    const disclosure = screen.getByRole('button', { name: 'Choose by category' });
    fireEvent.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Other companies' cookies/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Analytics cookies/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Allow selected' })));
    expect(saveMock).toHaveBeenCalledWith({
      accept_only_essential: false,
      consent_to_everything: false,
      opted_in_controls: ['analytics', 'other_companies'],
    });
  });

  it('"Select all" ticks every category and "Unselect all" clears them', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Choose by category' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    const boxes = (): HTMLInputElement[] => screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes().map((box) => box.checked)).toEqual([true, true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Unselect all' }));
    expect(boxes().map((box) => box.checked)).toEqual([false, false, false]);
    expect(screen.getByRole('button', { name: 'Select all' })).toBeTruthy();
  });

  it('disables its controls while saving and posts only once', async () => {
    const pending = deferred<typeof saved>();
    saveMock.mockReturnValue(pending.promise);
    const { onClose } = renderDialog();
    const allowAll = screen.getByRole('button', { name: 'Allow all cookies' });
    fireEvent.click(allowAll);
    fireEvent.click(allowAll);
    expect((allowAll as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Decline optional cookies' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    expect(saveMock).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve(saved));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open after a failed save, says so, and lets the visitor try again', async () => {
    saveMock.mockRejectedValueOnce(new ApiError(500, 'internal', 'HTTP 500')).mockResolvedValueOnce(saved);
    const { onClose, toasts, consentEvents } = renderDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Decline optional cookies' })));
    expect(toasts).toEqual(['Something went wrong, please try again later.']);
    expect(onClose).not.toHaveBeenCalled();
    expect(consentEvents).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    const decline = screen.getByRole('button', { name: 'Decline optional cookies' }) as HTMLButtonElement;
    expect(decline.disabled).toBe(false);
    await act(async () => fireEvent.click(decline));
    expect(saveMock).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the failure toast in Chinese in zh-CN', async () => {
    localeStore.setLocale('zh-CN');
    saveMock.mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));
    const { toasts } = renderDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '允许所有 Cookie' })));
    expect(toasts).toEqual(['出错了，请稍后重试。']);
  });

  it('is not dismissed by Escape', () => {
    const { onClose, dialog } = renderDialog();
    const notPrevented = fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(notPrevented).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('traps Tab focus inside the dialog in both directions', () => {
    const { dialog } = renderDialog();
    const first = within(dialog).getByRole('combobox', { name: 'Language' });
    const last = within(dialog).getByRole('button', { name: 'Decline optional cookies' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('pulls focus back when something outside takes it', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    cleanups.push(() => outside.remove());
    const { dialog } = renderDialog();
    outside.focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('gives focus back to what had it when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    cleanups.push(() => opener.remove());
    opener.focus();
    renderDialog();
    expect(document.activeElement).not.toBe(opener);
    cleanup();
    expect(document.activeElement).toBe(opener);
  });

  it('switches the interface language from its language select', () => {
    renderDialog();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh-CN' } });
    expect(localeStore.getLocale()).toBe('zh-CN');
    expect(screen.getByRole('dialog', { name: '允许 Lumen 在此浏览器上使用 Cookie 吗？' })).toBeTruthy();
  });
});

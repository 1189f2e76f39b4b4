// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from 'shared-ui/testing';
import { AlertDialog } from './AlertDialog.js';
import { ActionButton } from './ActionList.js';
import { Dialog } from './Dialog.js';
import { topModal } from './modal-stack.js';
import { scrollLockCount } from './scroll-lock.js';

beforeAll(installDialogPolyfill);
afterEach(cleanup);

function Opener({ children }: { children: (close: () => void) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open ? children(() => setOpen(false)) : null}
    </>
  );
}

describe('Dialog', () => {
  it('opens modally, names itself by its title, and focuses its first control', () => {
    render(
      <Dialog title="Options" onClose={() => undefined}>
        <button type="button">First</button>
        <button type="button">Second</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Options' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    expect(topModal()).toBe(dialog);
  });

  it('focuses the [data-autofocus] element, or the dialog itself when asked', () => {
    const { unmount } = render(
      <Dialog title="Form" onClose={() => undefined}>
        <button type="button">Cancel</button>
        <input aria-label="Name" data-autofocus />
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    unmount();
    render(
      <Dialog title="Cookies" initialFocus="dialog">
        <button type="button">Allow</button>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Cookies' }));
  });

  it('closes on Escape and gives focus back to the opener', () => {
    render(
      <Opener>
        {(close) => (
          <Dialog title="Options" onClose={close}>
            <button type="button">Inside</button>
          </Dialog>
        )}
      </Opener>,
    );
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('ignores Escape and the backdrop when it needs an answer', () => {
    render(
      <Dialog title="Choose">
        <button type="button">Allow</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog').hasAttribute('open')).toBe(true);
  });

  it('opens again when the browser closes a dialog that needs an answer', () => {
    render(
      <Dialog title="Choose">
        <button type="button">Allow</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    act(() => dialog.close());
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('closes on a click that starts and ends on the backdrop, not on one dragged out of the card', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Options" onClose={onClose}>
        <p>Text</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(screen.getByText('Text'));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('wraps Tab and Shift+Tab inside the dialog', () => {
    render(
      <Dialog title="Options" onClose={() => undefined}>
        <button type="button">First</button>
        <button type="button">Last</button>
      </Dialog>,
    );
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes only the top dialog on Escape when dialogs are nested', () => {
    const outerClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(true);
      return (
        <Dialog title="Outer" onClose={outerClose}>
          <button type="button">Outer button</button>
          {inner ? (
            <Dialog title="Inner" onClose={() => setInner(false)}>
              <button type="button">Inner button</button>
            </Dialog>
          ) : null}
        </Dialog>
      );
    }
    render(<Nested />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inner button' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
  });

  it('gives focus back to the control outside when a confirmation and its modal close together', () => {
    function Stacked() {
      const [open, setOpen] = useState(false);
      const [confirming, setConfirming] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Create
          </button>
          {open ? (
            <Dialog title="New post" onClose={() => setOpen(false)}>
              <button type="button" onClick={() => setConfirming(true)}>
                Close draft
              </button>
              {confirming ? (
                <Dialog title="Discard?" onClose={() => setConfirming(false)}>
                  <button type="button" onClick={() => setOpen(false)}>
                    Discard
                  </button>
                </Dialog>
              ) : null}
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<Stacked />);
    const create = screen.getByRole('button', { name: 'Create' });
    create.focus();
    fireEvent.click(create);
    fireEvent.click(screen.getByRole('button', { name: 'Close draft' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Discard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(create);
  });

  it('takes over the opener of the dialog it replaces when it opens with focus nowhere', () => {
    function Steps() {
      const [step, setStep] = useState<'none' | 'select' | 'both' | 'style'>('none');
      return (
        <>
          <button type="button" onClick={() => setStep('select')}>
            Create
          </button>
          {step === 'select' || step === 'both' ? (
            <Dialog title="Select" onClose={() => setStep('none')}>
              <button type="button" onClick={() => setStep('both')}>
                Choose
              </button>
            </Dialog>
          ) : null}
          {step === 'both' || step === 'style' ? (
            <Dialog title="Style" onClose={() => setStep('none')}>
              <button type="button" onClick={() => setStep('style')}>
                Settle
              </button>
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<Steps />);
    const create = screen.getByRole('button', { name: 'Create' });
    create.focus();
    fireEvent.click(create);
    // The chosen control goes away before the next step's dialog opens: focus is nowhere.
    const choose = screen.getByRole('button', { name: 'Choose' });
    choose.blur();
    fireEvent.click(choose);
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Settle' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(create);
  });

  it('holds one counted scroll lock: the page scrolls again only after the last dialog closes', () => {
    function Two({ showA, showB }: { showA: boolean; showB: boolean }) {
      return (
        <>
          {showA ? <Dialog title="A" onClose={() => undefined} /> : null}
          {showB ? <Dialog title="B" onClose={() => undefined} /> : null}
        </>
      );
    }
    document.body.style.overflow = 'auto';
    const { rerender } = render(<Two showA showB />);
    expect(scrollLockCount()).toBe(2);
    expect(document.body.style.overflow).toBe('hidden');
    // Closing the first one opened must not unlock the page under the second.
    rerender(<Two showA={false} showB />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Two showA={false} showB={false} />);
    expect(scrollLockCount()).toBe(0);
    expect(document.body.style.overflow).toBe('auto');
  });

  it('shows a close button that calls onClose', () => {
    const onClose = vi.fn();
    render(<Dialog title="Likes" onClose={onClose} closeButton />);
    fireEvent.click(screen.getByRole('button', { name: /^(关闭|Close)$/ }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('AlertDialog', () => {
  it('is an alertdialog described by its text, focusing the safe choice', () => {
    const onCancel = vi.fn();
    render(
      <AlertDialog title="Discard post?" description="Your edits will be lost." onCancel={onCancel}>
        <ActionButton tone="danger">Discard</ActionButton>
        <ActionButton autoFocusOnOpen onClick={onCancel}>
          Cancel
        </ActionButton>
      </AlertDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Discard post?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Your edits will be lost.').id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

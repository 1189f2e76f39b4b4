import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from 'shared-ui';
import { CreationModal } from './CreationModal';

function Modal({ label, onDismiss = () => undefined }: { label: string; onDismiss?: () => void }) {
  return (
    <CreationModal title={label} step="select" onDismiss={onDismiss}>
      <button type="button">{`${label} first`}</button>
      <button type="button">{`${label} last`}</button>
    </CreationModal>
  );
}

beforeEach(() => localeStore.setLocale('en'));
afterEach(cleanup);

describe('CreationModal', () => {
  it('is a modal dialog named by its title, with the header controls, keeping Tab inside', () => {
    render(
      <>
        <button type="button">outside</button>
        <CreationModal
          title="Create new post"
          step="details"
          onDismiss={() => undefined}
          start={<button type="button">Back</button>}
          end={<button type="button">Share</button>}
        >
          <textarea aria-label="Caption" data-autofocus />
        </CreationModal>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Create new post' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByTestId('create-modal')).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Caption' }));
    const back = screen.getByRole('button', { name: 'Back' });
    const share = screen.getByRole('button', { name: 'Share' });
    expect(back.compareDocumentPosition(share) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const last = screen.getByRole('textbox', { name: 'Caption' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(back);
    fireEvent.keyDown(back, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('gives the focus back when it closes, unless a newer dialog has it', () => {
    function Host() {
      const [step, setStep] = useState<'none' | 'a' | 'both' | 'b'>('none');
      return (
        <>
          <button type="button" onClick={() => setStep('a')}>
            open
          </button>
          <button type="button" onClick={() => setStep('both')}>
            hand over
          </button>
          <button type="button" onClick={() => setStep('b')}>
            close a
          </button>
          {(step === 'a' || step === 'both') && <Modal label="A" />}
          {(step === 'both' || step === 'b') && <Modal label="B" />}
        </>
      );
    }
    render(<Host />);
    const open = screen.getByRole('button', { name: 'open' });
    open.focus();
    fireEvent.click(open);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'A first' }));
    fireEvent.click(screen.getByRole('button', { name: 'hand over' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'B first' }));
    fireEvent.click(screen.getByRole('button', { name: 'close a' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'B first' }));
  });

  it('locks page scrolling until the last overlapping modal closes', () => {
    const { rerender } = render(<Modal label="A" />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <>
        <Modal label="A" />
        <Modal label="B" />
      </>,
    );
    rerender(<Modal label="B" />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<></>);
    expect(document.body.style.overflow).toBe('');
  });

  it('is dismissed by Escape, by the close button, and by a click that starts and ends on the backdrop', () => {
    const onDismiss = vi.fn();
    render(
      <CreationModal title="A" step="select" onDismiss={onDismiss} closeButton>
        <button type="button">A first</button>
      </CreationModal>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'A first' }), { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
    // The <dialog> itself is what a click on the backdrop hits; its content is not.
    const backdrop = screen.getByRole('dialog');
    // a text selection dragged out of the dialog is not a backdrop click
    fireEvent.pointerDown(screen.getByRole('button', { name: 'A first' }));
    fireEvent.click(backdrop);
    expect(onDismiss).toHaveBeenCalledTimes(2);
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onDismiss).toHaveBeenCalledTimes(3);
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreationModal } from './CreationModal';

function Modal({ label, onDismiss = () => undefined }: { label: string; onDismiss?: () => void }) {
  return (
    <CreationModal title={label} step="select" onDismiss={onDismiss}>
      <button type="button">{`${label} first`}</button>
      <button type="button">{`${label} last`}</button>
    </CreationModal>
  );
}

afterEach(cleanup);

describe('CreationModal', () => {
  it('traps Tab inside the dialog', () => {
    render(
      <>
        <button type="button">outside</button>
        <Modal label="A" />
      </>,
    );
    const first = screen.getByRole('button', { name: 'A first' });
    const last = screen.getByRole('button', { name: 'A last' });
    expect(document.activeElement).toBe(first);
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
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

  it('is dismissed by Escape and by a click that starts and ends on the backdrop', () => {
    const onDismiss = vi.fn();
    render(<Modal label="A" onDismiss={onDismiss} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    const backdrop = screen.getByTestId('create-backdrop');
    // a text selection dragged out of the dialog is not a backdrop click
    fireEvent.pointerDown(screen.getByRole('button', { name: 'A first' }));
    fireEvent.click(backdrop);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});

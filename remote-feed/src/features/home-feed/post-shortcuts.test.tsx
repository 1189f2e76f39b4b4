import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { eventBus } from 'shared-contracts/bus';
import { usePostShortcuts } from './post-shortcuts';

// The shell's post shortcuts acted on by the feed (docs/behaviour/shell-chrome.md#keyboard-shortcuts).

function Feed({ onAction }: { onAction: (what: string) => void }) {
  usePostShortcuts();
  return (
    <>
      {['a', 'b', 'c'].map((id) => (
        <article key={id} data-testid="post-card" data-id={id}>
          {(['like', 'save', 'comment'] as const).map((action) => (
            <button
              key={action}
              type="button"
              data-testid={`${action}-button`}
              onClick={() => onAction(`${action} ${id}`)}
            >
              {action}
            </button>
          ))}
        </article>
      ))}
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const send = (action: 'next' | 'previous' | 'like' | 'save' | 'comment') =>
  act(() => eventBus.emit('post-shortcut-requested', { action }));

describe('post shortcuts in the feed', () => {
  it('like, save and comment act on the current post; j and k move it', () => {
    // Every card in view, the first at the top.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const index = ['a', 'b', 'c'].indexOf(this.getAttribute('data-id') ?? '');
      return { top: index * 100, bottom: index * 100 + 100 } as DOMRect;
    });
    Element.prototype.scrollIntoView = vi.fn();
    const onAction = vi.fn();
    render(<Feed onAction={onAction} />);
    send('like');
    send('next');
    send('save');
    send('next');
    send('comment');
    send('previous');
    send('like');
    expect(onAction.mock.calls.map(([what]) => what)).toEqual(['like a', 'save b', 'comment c', 'like b']);
    expect(document.activeElement?.getAttribute('data-id')).toBe('b');
  });

  it('stops listening when the feed goes', () => {
    const onAction = vi.fn();
    render(<Feed onAction={onAction} />);
    cleanup();
    send('like');
    expect(onAction).not.toHaveBeenCalled();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeStore, MAX_CAPTION_LENGTH } from 'shared-contracts';
import { CaptionField } from './CaptionField';
import { clampText } from './caption';

function StatefulCaption({ initial = '' }: { initial?: string }) {
  const [caption, setCaption] = useState(initial);
  return <CaptionField value={caption} onChange={setCaption} />;
}

function typeCaption(value: string): void {
  fireEvent.change(screen.getByTestId('caption-input'), { target: { value } });
}

beforeEach(() => localeStore.setLocale('en'));
afterEach(cleanup);

describe('CaptionField', () => {
  it('counts characters live against 2,200', () => {
    render(<StatefulCaption />);
    expect(screen.getByTestId('caption-counter').textContent).toBe('0/2,200');
    typeCaption('Hello');
    expect(screen.getByTestId('caption-counter').textContent).toBe('5/2,200');
    typeCaption('a'.repeat(1234));
    expect(screen.getByTestId('caption-counter').textContent).toBe('1,234/2,200');
  });

  it('stops at 2,200 characters, even for pasted text', () => {
    render(<StatefulCaption />);
    const input = screen.getByTestId<HTMLTextAreaElement>('caption-input');
    expect(input.maxLength).toBe(MAX_CAPTION_LENGTH);
    typeCaption('b'.repeat(2300));
    expect(input.value).toHaveLength(2200);
    expect(screen.getByTestId('caption-counter').textContent).toBe('2,200/2,200');
  });

  it('is labelled, with the counter as its description', () => {
    render(<StatefulCaption initial="Hi" />);
    const input = screen.getByRole('textbox', { name: 'Caption' });
    expect(input.getAttribute('placeholder')).toBe('Write a caption…');
    const description = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('2 of 2,200 characters');
  });

  it('speaks Chinese in zh-CN', () => {
    localeStore.setLocale('zh-CN');
    render(<StatefulCaption />);
    expect(screen.getByRole('textbox', { name: '说明' }).getAttribute('placeholder')).toBe('添加说明…');
  });
});

describe('clampText', () => {
  it('keeps text within the limit unchanged', () => {
    expect(clampText('abc', 3)).toBe('abc');
  });

  it('cuts text past the limit', () => {
    expect(clampText('abcdef', 4)).toBe('abcd');
  });

  it('never leaves half an emoji at the end', () => {
    // '😀' is two UTF-16 units; cutting at 4 would split the second one.
    expect(clampText('ab😀😀', 5)).toBe('ab😀');
    expect(clampText('ab😀😀', 6)).toBe('ab😀😀');
  });
});

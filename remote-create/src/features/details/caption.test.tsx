import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { localeStore } from 'shared-ui';
import { MAX_CAPTION_LENGTH } from 'shared-contracts';
import { createTestQueryClient, fakeApiForEachTest, TestProviders } from 'shared-client/testing';
import { CaptionField } from './CaptionField';
import { clampText, completeToken, tokenAtCaret } from './caption';

function StatefulCaption({ initial = '' }: { initial?: string }) {
  const [caption, setCaption] = useState(initial);
  return (
    <TestProviders client={createTestQueryClient()}>
      <CaptionField value={caption} onChange={setCaption} />
    </TestProviders>
  );
}

function typeCaption(value: string): void {
  fireEvent.change(screen.getByTestId('caption-input'), { target: { value } });
}

const api = fakeApiForEachTest();

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

  it('suggests hashtags with their post counts for a #hashtag, and completes the one picked', async () => {
    api.on('GET', '/api/v1/web/search/topsearch/', {
      users: [],
      hashtags: [{ position: 0, hashtag: { id: 'h1', name: 'sunset', media_count: 14 } }],
      places: [],
      status: 'ok',
    });
    render(<StatefulCaption />);
    const input = screen.getByTestId<HTMLTextAreaElement>('caption-input');
    fireEvent.change(input, { target: { value: 'Evening #sun', selectionStart: 12 } });
    const option = await screen.findByRole('option', { name: /#sunset/ });
    expect(option.textContent).toContain('14 posts');
    expect(api.requests.map((request) => request.query.get('query'))).toEqual(['#sun']);
    fireEvent.click(option);
    expect(input.value).toBe('Evening #sunset ');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('asks nothing for a bare @ or # and shows no suggestions for it', async () => {
    render(<StatefulCaption />);
    fireEvent.change(screen.getByTestId('caption-input'), { target: { value: 'Hi @', selectionStart: 4 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.requests).toEqual([]);
    expect(screen.getByTestId('caption-suggestions').hidden).toBe(true);
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

describe('tokenAtCaret and completeToken', () => {
  it('finds the @mention or #hashtag being typed at the caret', () => {
    expect(tokenAtCaret('Hi @li', 6)).toEqual({ trigger: '@', query: 'li', start: 3, end: 6 });
    expect(tokenAtCaret('#sun', 4)).toEqual({ trigger: '#', query: 'sun', start: 0, end: 4 });
    expect(tokenAtCaret('Hi @', 4)).toEqual({ trigger: '@', query: '', start: 3, end: 4 });
    expect(tokenAtCaret('Hi @li.wei', 10)?.query).toBe('li.wei');
    expect(tokenAtCaret('#日落', 3)?.query).toBe('日落');
  });

  it('ignores an @ inside a word, a caret before the token end, and finished tokens', () => {
    expect(tokenAtCaret('mail@host', 9)).toBeNull();
    expect(tokenAtCaret('Hi @lin', 5)).toBeNull();
    expect(tokenAtCaret('Hi @lin done', 12)).toBeNull();
    expect(tokenAtCaret('#a.b', 4)).toBeNull();
  });

  it('completes the token with a trailing space and puts the caret after it', () => {
    const token = tokenAtCaret('Hi @li and more', 6);
    if (!token) throw new Error('no token');
    expect(completeToken('Hi @li and more', token, 'lin')).toEqual({ text: 'Hi @lin and more', caret: 8 });
    const tag = tokenAtCaret('Go #su', 6);
    if (!tag) throw new Error('no token');
    expect(completeToken('Go #su', tag, 'sunset')).toEqual({ text: 'Go #sunset ', caret: 11 });
  });
});

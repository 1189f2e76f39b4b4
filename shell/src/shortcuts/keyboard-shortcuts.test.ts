// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus } from 'shared-contracts/bus';
import { sessionStore } from 'shared-client';
import { makeTestUser } from 'shared-client/testing';
import { listenForShortcuts, SECOND_KEY_WINDOW_MS } from './keyboard-shortcuts';

const viewer = makeTestUser({ pk: '1', id: '1', username: 'demo' });
let clock = 0;
let stop: () => void;
const toggleList = vi.fn();
const navigate = vi.fn();
const posts = vi.fn();
const creates = vi.fn();

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
}

beforeEach(() => {
  sessionStore.setSession(viewer, 'token');
  stop = listenForShortcuts({ toggleList, navigate }, () => clock);
  eventBus.on('post-shortcut-requested', posts);
  eventBus.on('create-requested', creates);
});

afterEach(() => {
  stop();
  eventBus.off('post-shortcut-requested', posts);
  eventBus.off('create-requested', creates);
  vi.clearAllMocks();
  document.body.innerHTML = '';
  sessionStore.setSession(null);
});

describe('keyboard shortcuts', () => {
  it('? and Ctrl+/ toggle the list', () => {
    press('?');
    press('/', { ctrlKey: true, code: 'Slash' });
    expect(toggleList).toHaveBeenCalledTimes(2);
  });

  it('j, k, l, s and c go to the post over the bus; n asks for a new post', () => {
    for (const key of ['j', 'k', 'l', 's', 'c']) press(key);
    expect(posts.mock.calls.map(([payload]) => payload.action)).toEqual([
      'next',
      'previous',
      'like',
      'save',
      'comment',
    ]);
    press('n');
    expect(creates).toHaveBeenCalledWith({ mode: 'POST' });
  });

  it('g then h goes home, g then p to the profile, only soon after g', () => {
    press('g');
    press('h');
    press('g');
    press('p');
    expect(navigate.mock.calls).toEqual([['/'], ['/demo/']]);
    press('g');
    clock += SECOND_KEY_WINDOW_MS + 1;
    press('h');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('/ presses the search entry', () => {
    document.body.innerHTML = '<button data-nav="search">Search</button>';
    const search = vi.fn();
    document.querySelector('button')!.addEventListener('click', search);
    press('/');
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('never fire while typing in a field or editable text', () => {
    document.body.innerHTML =
      '<input id="i" /><textarea id="t"></textarea><div contenteditable="true"><span id="e">x</span></div>';
    for (const id of ['i', 't', 'e']) {
      const field = document.getElementById(id)!;
      press('j', {}, field);
      press('?', {}, field);
      press('/', { ctrlKey: true }, field);
    }
    expect(posts).not.toHaveBeenCalled();
    expect(toggleList).not.toHaveBeenCalled();
  });

  it('leave the page alone behind an open dialog, except for the list itself', () => {
    document.body.innerHTML = '<dialog open></dialog>';
    press('j');
    press('n');
    expect(posts).not.toHaveBeenCalled();
    expect(creates).not.toHaveBeenCalled();
    press('?');
    expect(toggleList).toHaveBeenCalledTimes(1);
  });

  it('do nothing when logged out, or with modifier keys', () => {
    press('j', { metaKey: true });
    press('j', { altKey: true });
    sessionStore.setSession(null);
    press('j');
    press('?');
    expect(posts).not.toHaveBeenCalled();
    expect(toggleList).not.toHaveBeenCalled();
  });
});

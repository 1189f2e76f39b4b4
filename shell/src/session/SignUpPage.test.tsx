import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionStore } from 'shared-client';
import { fakeApiForEachTest } from 'shared-client/testing';
import { SignUpPage } from './SignUpPage';

const SIGNUP = '/api/v1/web/accounts/web_create_ajax/';

function renderPage(): void {
  const router = createMemoryRouter([{ path: '*', element: <SignUpPage /> }], {
    initialEntries: ['/accounts/emailsignup/'],
  });
  render(<RouterProvider router={router} />);
}

function fill(values: Record<string, string>): void {
  for (const [placeholder, value] of Object.entries(values))
    fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '注册' }));
const refused = (status: number, error_id: string, fields?: Record<string, string>) => ({
  status,
  body: { status: 'fail', error_id, message: 'x', ...(fields ? { fields } : {}) },
});

// Registered first, so it runs after the helper's own clean-up (after-each hooks run last first).
afterEach(() => act(() => sessionStore.setSession(null)));
const api = fakeApiForEachTest('zh-CN');

describe('SignUpPage', () => {
  it('checks the form itself: no browser bubble, each problem under its field and tied to it', () => {
    renderPage();
    expect(screen.getByRole('form').hasAttribute('novalidate')).toBe(true);
    fill({ 邮箱: 'nobody', '密码（至少 8 个字符）': 'short' });
    submit();
    const email = screen.getByPlaceholderText('邮箱');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '请输入有效的邮箱地址。',
    );
    expect(screen.getByPlaceholderText('账号').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('密码需为 8 到 128 个字符。')).toBeTruthy();
    expect(screen.getByPlaceholderText('全名').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(email);
    expect(api.requests.filter((r) => r.path === SIGNUP)).toEqual([]);
  });

  it('shows the field’s own message for a reserved name and for bad characters, not the generic one', async () => {
    api.on('POST', SIGNUP, refused(400, 'validation_failed', { username: 'This username is not available.' }));
    renderPage();
    fill({ 邮箱: 'new@example.org', 账号: 'explore', '密码（至少 8 个字符）': 'a good password' });
    submit();
    const username = screen.getByPlaceholderText('账号');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('signup-username-error').textContent).toBe('此账号不可用，请换一个。');
    expect(screen.queryByText('请检查填写的内容。')).toBeNull();

    fill({ 账号: 'bad name!' });
    expect(screen.queryByTestId('signup-username-error')).toBeNull();
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('signup-username-error').textContent).toBe('账号只能包含字母、数字、下划线和句点。'),
    );
  });

  it('clears an earlier message when another attempt fails differently', async () => {
    api.on('POST', SIGNUP, refused(409, 'username_taken'));
    renderPage();
    fill({ 邮箱: 'used@example.org', 账号: 'lin.xiaoyu', '密码（至少 8 个字符）': 'a good password' });
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('signup-username-error').textContent).toBe('此账号不可用，请换一个。'),
    );
    api.on('POST', SIGNUP, refused(409, 'signup_refused'));
    fill({ 账号: 'someone.new' });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('无法使用这些信息注册'));
    expect(screen.queryByText('此账号不可用，请换一个。')).toBeNull();
    // A field check that fails before any call also takes the old form message away.
    fill({ '密码（至少 8 个字符）': 'short' });
    submit();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('密码需为 8 到 128 个字符。')).toBeTruthy();
  });
});

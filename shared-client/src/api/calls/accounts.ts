import type { LoginResult, SharedData, SignUpInput } from 'shared-contracts';
import { apiClient } from '../client.js';

/** GET shared data: the viewer (or null) and the CSRF token. Also sets the csrftoken cookie. */
export function fetchSharedData(signal?: AbortSignal): Promise<SharedData> {
  return apiClient.request<SharedData>('GET', '/api/v1/web/data/shared_data/', { signal });
}

/** POST login with form fields username and password. */
export function login(username: string, password: string): Promise<LoginResult> {
  return apiClient.request<LoginResult>('POST', '/api/v1/web/accounts/login/ajax/', {
    form: { username, password },
  });
}

/** POST sign-up (email, full name, username, password); logs the new account in. */
export function signUp(input: SignUpInput): Promise<LoginResult> {
  return apiClient.request<LoginResult>('POST', '/api/v1/web/accounts/web_create_ajax/', {
    form: { ...input },
  });
}

/** POST logout; ends the server session. */
export function logout(): Promise<{ status: 'ok' }> {
  return apiClient.request<{ status: 'ok' }>('POST', '/api/v1/web/accounts/logout/ajax/', { form: {} });
}
